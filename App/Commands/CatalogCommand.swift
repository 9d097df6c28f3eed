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
              explore catalog --out site --home-url https://example.org/

            The site's settings (--title, --description, --logo, --stylesheet, --home-url) are kept in the site \
            (site-settings.json): the next run into the same folder, and the demo's export, use them unless told \
            otherwise; --reset-settings forgets them.
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

    @Option(
        help: ArgumentHelp(
            "What the site says of itself on its home page and in link previews.", valueName: "text"))
    var description: String?

    @Option(
        help: ArgumentHelp(
            "A logo beside the site's name and in link previews (PNG, JPEG, GIF or WebP, 1 MB at most).",
            valueName: "file"))
    var logo: String?

    @Option(
        help: ArgumentHelp("A stylesheet applied after the site's own (1 MB at most).", valueName: "file.css"))
    var stylesheet: String?

    @Option(
        name: .customLong("home-url"),
        help: ArgumentHelp("Your own site, linked from every page's footer.", valueName: "url"))
    var homeURL: String?

    @Flag(help: "Forget the site's settings kept from the last run.")
    var resetSettings = false

    @Flag(help: "Replace DIR even when it holds files explore did not write.")
    var force = false

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder path.") }
        _ = try languages()
        for (option, text) in [("--title", title), ("--description", description)] {
            guard let text else { continue }
            if text.unicodeScalars.allSatisfy({
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
            }) {
                throw ValidationError("\(option) needs some text to show.")
            }
        }
        for (option, text) in [("--logo", logo), ("--stylesheet", stylesheet)] where text?.isEmpty == true {
            throw ValidationError("\(option) needs a file path.")
        }
        if let homeURL, SiteSettings.webAddress(homeURL) == nil {
            throw ValidationError("--home-url must be an http or https address, such as https://example.org/.")
        }
        let siteOptions = [
            ("--title", title), ("--description", description), ("--logo", logo), ("--stylesheet", stylesheet),
            ("--home-url", homeURL),
        ]
        if format == .xml, let (option, _) = siteOptions.first(where: { $0.1 != nil }) {
            throw ValidationError("\(option) is for the HTML site; --format xml writes none.")
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
        var writer = root.catalogWriter(
            to: FileLocations.absoluteURL(for: out), format: format, baseURL: baseURL.flatMap(URL.init(string:)),
            settings: try siteSettings(), forgetsKeptSettings: resetSettings, replacesForeignFolder: force)
        writer.languages = try languages()
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
        try root.console.print([
            CatalogExportViewModel.finishedText(exported, destination: destination.path),
            nextStep(in: destination.path),
        ])
        // The new catalog is in place, so the run succeeded; what it could not clean up is said on every run until a
        // person removes it (Docs/CLI.md).
        for folder in exported.unremovedFolders {
            FileHandle.standardError.write(Data("explore: warning: \(CatalogErrorText.unremovedFolder(folder))\n".utf8))
        }
    }

    /// The site's languages: those `--language` names, in order, the first at DIR and each other in DIR/<tag>/;
    /// English alone when not given (a published site does not follow the publisher's terminal).
    func languages() throws -> [Language] {
        globals.language ?? [.english]
    }

    /// The site's settings given on the command line, the logo and the stylesheet read and checked.
    private func siteSettings() throws -> SiteSettings {
        var settings = SiteSettings(
            title: title, description: description, homeURL: homeURL.flatMap(SiteSettings.webAddress))
        if let logo {
            let bytes = try Self.read(logo, limit: SiteLogo.maximumBytes, option: "--logo")
            guard let image = SiteLogo(bytes) else {
                throw WordedFailure(description: "\(logo) is not a PNG, JPEG, GIF or WebP image; give --logo one.")
            }
            settings.logo = image
        }
        if let stylesheet {
            let bytes = try Self.read(stylesheet, limit: SiteSettings.maximumStylesheetBytes, option: "--stylesheet")
            guard String(data: bytes, encoding: .utf8) != nil else {
                throw WordedFailure(description: "\(stylesheet) is not UTF-8 text; give --stylesheet a CSS file.")
            }
            settings.stylesheet = bytes
        }
        return settings
    }

    /// The bytes of the file at `path`, refused when it is missing, not a file or over `limit` bytes.
    private static func read(_ path: String, limit: Int, option: String) throws -> Data {
        let url = FileLocations.absoluteURL(for: path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw AppError.fileNotFound(url.path) }
        try FileLocations.requireFileOrNothing(at: url)
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw WordedFailure(description: "Cannot read \(url.path), given to \(option).")
        }
        defer { try? handle.close() }
        let bytes = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard bytes.count <= limit else {
            throw WordedFailure(
                description: "\(url.path) is larger than \(Formats.bytes(Int64(limit))); give \(option) a smaller file."
            )
        }
        return bytes
    }

    /// What a publisher does next with the folder at `path`: look at it, then put it online.
    private func nextStep(in path: String) -> String {
        let look =
            format.includesHTML
            ? "Open \(path)/index.html in a browser to look at it"
            : "Check it with xmllint --schema \(path)/catalog.xsd \(path)/catalog.xml"
        return look + ", then copy the folder to any web server (rsync -a --delete \(path)/ HOST:DIR/ sends only "
            + "what changed)."
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
