/// The dependency rule `Presentation → Domain ← Data`, written down once as data.
///
/// Presentation is four targets in `Presentation/`: `Presentation` (view models, view states and every sentence),
/// `TextUI` (the text renderer, on top of `Presentation`), `WebUI` (the served pages' renderer, on top of
/// `Presentation` alone, beside `TextUI`) and `CatalogExport` (the HTML and XML catalogs, on the Domain, Presentation's
/// `Formats` and libxml2). No renderer may reach another, and `Presentation` reaches none.
///
/// The package graph and every layer's `import` lines are checked against these lists. Changing a list is a
/// decision about the architecture: it needs an ADR in Docs/adr/.
enum LayerRules {
    /// A layer: its target name, its folder, and what it may depend on and import.
    struct Layer: Sendable {
        let target: String
        let folder: String
        /// Targets and products the target may declare as dependencies.
        let allowedDependencies: Set<String>
        /// Modules its sources may import.
        let allowedImports: Set<String>
        /// Folders inside `folder` that belong to another target.
        var excludedFolders: [String] = []
    }

    /// Modules of the toolchain every layer may use for plain computation and I/O.
    static let platform: Set<String> = ["Foundation", "FoundationEssentials"]

    static let domain = Layer(
        target: "Domain", folder: "Domain", allowedDependencies: [], allowedImports: platform)

    /// What every adapter of the snapshot file shares: opening, the schema check, stored values, rows and names
    /// (Docs/adr/0011-reference-and-accelerated-directories.md). It sees no adapter.
    static let snapshotFile = Layer(
        target: "SnapshotFile", folder: "Data/SnapshotFile", allowedDependencies: ["Domain", "GRDB"],
        allowedImports: platform.union(["Domain", "GRDB", "Glibc", "Musl", "Darwin", "Synchronization"]))

    /// The reference adapters, the sync, archives, local store and generator.
    static let data = Layer(
        target: "DataLayer", folder: "Data",
        allowedDependencies: ["Domain", "SnapshotFile", "GRDB", "AsyncHTTPClient", "CLibZip", "CLibCrypto"],
        allowedImports: platform.union([
            "Domain", "SnapshotFile", "GRDB", "AsyncHTTPClient", "CLibZip", "CLibCrypto", "Glibc", "Musl", "Darwin",
            "Dispatch", "Synchronization",
        ]), excludedFolders: [directoryIndex.folder, snapshotFile.folder])

    /// The accelerated merchant directory: an adapter of the Domain's ports like the reference one, built on what the
    /// snapshot's adapters share and never on the reference adapter (Docs/adr/0011-reference-and-accelerated-directories.md).
    static let directoryIndex = Layer(
        target: "DirectoryIndex", folder: "Data/DirectoryIndex",
        allowedDependencies: ["Domain", "SnapshotFile", "GRDB"],
        allowedImports: platform.union(["Domain", "SnapshotFile", "GRDB", "Glibc", "Musl", "Darwin", "Synchronization"])
    )

    static let presentation = Layer(
        target: "Presentation", folder: "Presentation/Presentation", allowedDependencies: ["Domain"],
        allowedImports: platform.union(["Domain", "Observation"]))

    static let textUI = Layer(
        target: "TextUI", folder: "Presentation/TextUI", allowedDependencies: ["Presentation"],
        allowedImports: platform.union(["Presentation", "Observation"]))

    /// The second front end's renderer: the same view states as `TextUI`, drawn as HTML for `explore serve`
    /// (Docs/adr/0025-explore-serve-on-hummingbird.md). It sees neither the Domain nor the server.
    static let webUI = Layer(
        target: "WebUI", folder: "Presentation/WebUI", allowedDependencies: ["Presentation"],
        allowedImports: platform.union(["Presentation"]))

    static let catalogExport = Layer(
        target: "CatalogExport", folder: "Presentation/CatalogExport",
        allowedDependencies: ["Domain", "Presentation", "CLibXML2"],
        allowedImports: platform.union([
            "Domain", "Presentation", "CLibXML2", "Glibc", "Musl", "Darwin", "Synchronization",
        ]))

    /// The catalog's folder publisher: the catalog renderers' documents written into a folder that appears whole,
    /// on the file system alone (Docs/adr/0023-the-catalog-folder.md). It reads no snapshot and serves no page.
    static let catalogPublisher = Layer(
        target: "CatalogPublisher", folder: "Publisher",
        allowedDependencies: ["CatalogExport", "Presentation", "Domain"],
        allowedImports: platform.union([
            "CatalogExport", "Presentation", "Domain", "Glibc", "Musl", "Darwin", "Synchronization",
        ]))

    /// `explore serve`'s server: a Hummingbird application over the view models, drawn by `WebUI`
    /// (Docs/adr/0025-explore-serve-on-hummingbird.md). It opens no file: the composition root hands it the snapshot's
    /// screens.
    static let webServer = Layer(
        target: "WebServer", folder: "Server",
        allowedDependencies: [
            "WebUI", "Presentation", "Domain", "CatalogExport", "Hummingbird", "HummingbirdCore", "NIOCore",
            "NIOHTTPTypes", "HTTPTypes", "Logging",
        ],
        allowedImports: platform.union([
            "WebUI", "Presentation", "Domain", "CatalogExport", "Hummingbird", "HummingbirdCore", "NIOCore",
            "NIOHTTPTypes", "HTTPTypes", "Logging", "Synchronization", "Glibc", "Musl", "Darwin",
        ]))

    /// The terminal front end: the navigator over the view models, drawn by `TextUI`, and a real terminal's I/O. It
    /// sees the Domain's ports only through the screen factory the composition root fills, and no adapter.
    static let terminal = Layer(
        target: "Terminal", folder: "Terminal",
        allowedDependencies: ["TextUI", "Presentation", "Domain", "Logging"],
        allowedImports: platform.union([
            "TextUI", "Presentation", "Domain", "Logging", "Observation", "Synchronization", "Glibc", "Musl", "Darwin",
        ]))

    static let testSupport = Layer(
        target: "TestSupport", folder: "Tests/TestSupport", allowedDependencies: ["Domain"],
        allowedImports: platform.union(["Domain", "Synchronization"]))

    /// The layers whose boundaries are checked. The App is the composition root: it may see everything.
    static let checked = [
        domain, snapshotFile, data, directoryIndex, presentation, textUI, webUI, catalogExport, catalogPublisher,
        webServer, terminal, testSupport,
    ]

    /// Names of the Domain's repository ports, found in Domain/Ports. View models must never take them.
    static func portNames(in root: PackageRoot) throws -> [String] {
        try root.swiftFiles(under: "Domain/Ports").flatMap { file in
            try root.read(file).matches(of: /public\s+protocol\s+(\w+)/).map { String($0.output.1) }
        }
    }
}
