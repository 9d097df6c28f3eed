import ArgumentParser
import CatalogExport
import Foundation

/// `explore catalog`: publishes the directory as a static HTML site and an XML catalog.
struct CatalogCommand: ExploreSubcommand {
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

    /// Builds the catalog from the snapshot and writes it, showing progress on standard error.
    @MainActor func run(with root: CompositionRoot) async throws {
        let destination = FileLocations.absoluteURL(for: out)
        let catalog = try await root.buildCatalog()(territory: territory)
        let writer = CatalogWriter(
            destination: destination, format: format, baseURL: baseURL.flatMap(URL.init(string:)),
            replacesForeignFolder: force)
        let progress = ProgressReporter(title: "Writing the catalog", unit: .items("merchants"))
        let merchants = Int64(catalog.summary.merchantCount)
        let files: [String]
        do throws(CatalogError) {
            files = try await writer.write(catalog) {
                // The writer counts each merchant once per format; the reader of the progress counts merchants.
                progress.update(completed: merchants * Int64($0.written) / Int64(max(1, $0.total)), total: merchants)
            }
        } catch {
            throw AppError.cannotWrite(destination.path, reason: CatalogErrorText.sentence(for: error))
        }
        progress.finish()
        root.console.print(["Wrote \(files.count) files to \(destination.path)."])
    }
}
