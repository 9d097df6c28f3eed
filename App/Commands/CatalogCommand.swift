import ArgumentParser
import Foundation

/// `explore catalog`: publishes the directory as a static HTML site and an XML catalog.
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Write the directory as an HTML site and/or an XML catalog.",
        discussion: """
            The catalog is written beside DIR and swapped in whole, so DIR holds either the old catalog or the \
            new one, never half of each. A non-empty DIR that explore did not make is replaced only with \
            --force. The XML catalog comes with its schema (catalog.xsd). Merchants are streamed in batches, \
            so a directory of any size fits in little memory.

            Examples:
              explore catalog --out site
              explore catalog --out caracas --format html --territory "Distrito Capital"
              explore catalog --out site --base-url https://example.org/dash/
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var out: String

    @Option(help: "Which documents to write.")
    var format: CatalogFormat = .both

    @Option(
        help: ArgumentHelp("Only merchants with a location in this territory.", valueName: "name"),
        transform: ArgumentValues.name)
    var territory: String?

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The address the site will be published at: writes sitemap.xml with absolute URLs.", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Replace DIR even when it holds files explore did not write.")
    var force = false

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder path.") }
        if let baseURL {
            guard let url = URL(string: baseURL), ["http", "https"].contains(url.scheme?.lowercased()),
                url.host != nil, url.query == nil, url.fragment == nil
            else {
                throw ValidationError(
                    "--base-url must be an http or https address with no query, such as https://example.org/dash/.")
            }
            if format == .xml { throw ValidationError("--base-url is for the HTML site; --format xml writes none.") }
        }
    }

    func run() async throws {
        let root = try CompositionRoot(options: globals)
        let request = CatalogRequest(
            outputDirectory: FileLocations.absoluteURL(for: out), format: format, territory: territory,
            replacesForeignFolder: force, baseURL: baseURL.flatMap(URL.init(string:)))
        try await root.runCatalog(request)
    }
}

/// What `explore catalog` was asked to write.
struct CatalogRequest: Hashable, Sendable {
    var outputDirectory: URL
    var format: CatalogFormat
    var territory: String?
    /// Whether a non-empty folder that `explore catalog` did not make may be replaced (`--force`).
    var replacesForeignFolder: Bool
    /// The address the site will be published at, for its sitemap (`--base-url`); `nil`: no sitemap.
    var baseURL: URL? = nil
}
