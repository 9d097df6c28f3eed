import ArgumentParser
import Foundation

/// `explore catalog`: publishes the directory as a static HTML site and an XML catalog.
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Write the directory as an HTML site and/or an XML catalog.",
        discussion: """
            DIR is created when missing. The XML catalog comes with its schema (catalog.xsd). Merchants are \
            streamed in batches, so a directory of any size fits in little memory.

            Examples:
              explore catalog --out site
              explore catalog --out caracas --format html --territory "Distrito Capital"
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var out: String

    @Option(help: "html, xml or both.")
    var format: CatalogFormat = .both

    @Option(
        help: ArgumentHelp("Only merchants with a location in this territory.", valueName: "name"),
        transform: ArgumentValues.name)
    var territory: String?

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder path.") }
    }

    func run() async throws {
        let root = try CompositionRoot(options: globals)
        let request = CatalogRequest(
            outputDirectory: FileLocations.absoluteURL(for: out), format: format, territory: territory)
        try await root.runCatalog(request)
    }
}

/// What `explore catalog` was asked to write.
struct CatalogRequest: Hashable, Sendable {
    var outputDirectory: URL
    var format: CatalogFormat
    var territory: String?
}
