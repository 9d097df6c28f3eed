import ArgumentParser
import CatalogExport
import CatalogPublisher
import Foundation
import Presentation
import Terminal

/// `explore catalog`: publishes the directory as a static HTML site and an XML catalog.
struct CatalogCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Write the directory as an HTML site and/or an XML catalog.",
        discussion: """
            The catalog is written beside DIR and swapped in whole, so DIR holds either the old catalog or the \
            new one, never half of each. A non-empty DIR that explore did not make is replaced only with \
            --force; DIR may not be a symbolic link, nor be or hold the home, data or current folder. The XML \
            catalog comes with its schema (catalog.xsd). Merchants are streamed in batches, so a directory of \
            any size fits in little memory.

            Examples:
              explore catalog --out site
              explore catalog --out caracas --format html --territory "Distrito Capital"
              explore catalog --out site --base-url https://example.org/dash/
              explore catalog --out site --title "Spend Dash in Caracas"
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var out: String

    @Option(
        help: ArgumentHelp("Which documents to write: html, xml or both.", valueName: "format"),
        transform: ArgumentValues.catalogFormat)
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

    @Option(
        help: ArgumentHelp(
            "The site's name, in every page's title and header (default: \"\(CatalogSiteOptions.defaultTitle)\").",
            valueName: "text"))
    var title: String?

    @Flag(help: "Replace DIR even when it holds files explore did not write.")
    var force = false

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder path.") }
        if let title {
            if title.unicodeScalars.allSatisfy({
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
            }) {
                throw ValidationError("--title needs some text to show.")
            }
            if format == .xml { throw ValidationError("--title is for the HTML site; --format xml writes none.") }
        }
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

    /// A catalog's threads share one heap (``MallocArenas``), chosen before any thread but this one starts.
    func prepareProcess() {
        MallocArenas.useOne()
    }

    /// Checks the destination, builds the catalog from the snapshot and writes it, showing progress on standard
    /// error. A destination that may not be replaced is refused before anything is read or written.
    @MainActor func run(with root: CompositionRoot) async throws {
        let writer = root.catalogWriter(
            to: FileLocations.absoluteURL(for: out), format: format, baseURL: baseURL.flatMap(URL.init(string:)),
            title: title ?? CatalogSiteOptions.defaultTitle, replacesForeignFolder: force)
        let destination = try await Self.checked(writer.destination) { () throws(CatalogError) in
            try writer.checkDestination()
        }
        let catalog = try await root.buildCatalog()(territory: territory)
        let progress = ProgressReporter(title: "Writing the catalog", unit: .items("merchants"))
        let merchants = Int64(catalog.summary.merchantCount)
        let exported = try await Self.checked(writer.destination) { () async throws(CatalogError) in
            try await writer.write(catalog) {
                // The writer counts each merchant once per format; the progress counts merchants.
                progress.update(completed: merchants * Int64($0.written) / Int64(max(1, $0.total)), total: merchants)
            }
        }
        progress.finish()
        try root.console.print([CatalogExportViewModel.finishedText(exported.fileCount, destination: destination.path)])
        // The new catalog is in place, so the run succeeded; what it could not clean up is said on every run until a
        // person removes it (Docs/CLI.md).
        for folder in exported.unremovedFolders {
            FileHandle.standardError.write(Data("explore: warning: \(CatalogErrorText.unremovedFolder(folder))\n".utf8))
        }
    }

    /// What `body` returns; its failure as the one sentence `explore` exits with.
    @MainActor private static func checked<Value>(
        _ destination: URL, _ body: () async throws(CatalogError) -> Value
    ) async throws -> Value {
        do throws(CatalogError) {
            return try await body()
        } catch {
            throw AppError.cannotWrite(destination.path, reason: CatalogErrorText.sentence(for: error))
        }
    }
}
