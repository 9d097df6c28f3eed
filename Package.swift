// swift-tools-version: 6.1
// Explore: a Clean Architecture reference workspace and a working tool for the Dash Explore merchant directory.
//
// The dependency rule is `Presentation → Domain ← Data`: the target graph below is its first line of defence
// (Docs/Architecture.md lists the other two).

import PackageDescription

/// A product of the network stack (AsyncHTTPClient, Hummingbird and theirs): built only with the Network trait, so
/// `Scripts/demo` builds without it (Docs/adr/0008-package-traits.md).
func networked(_ product: String, package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["Network"]))
}

let package = Package(
    name: "Explore",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "explore", targets: ["ExploreApp"])
    ],
    // Docs/adr/0008-package-traits.md: `--disable-default-traits` builds a program
    // without PiggyCards and without the network; `Scripts/demo` builds it with PiggyCards alone.
    traits: [
        .trait(
            name: "PiggyCards",
            description: "Shows PiggyCards gift-card offers, filters and merchants (Domain's GiftCardProvider.enabled)"
        ),
        .trait(
            name: "Network",
            description: "Sync over HTTP(S) and live offers (AsyncHTTPClient), and `explore serve` (Hummingbird)"
        ),
        .default(enabledTraits: ["PiggyCards", "Network"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        // Docs/adr/0019-asynchttpclient.md: the HTTP client of the sync and the provider API.
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        // Docs/adr/0025-explore-serve-on-hummingbird.md: the HTTP server of `explore serve`. No traits: the server
        // reads no configuration files and needs nothing beyond FoundationEssentials.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        // Already in the graph through the two above; named for the server's channel handler (the header timeout) and
        // its header names.
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
    ],
    targets: [
        // MARK: Layers

        /// Entities, value types, use cases and repository ports. Imports Foundation only.
        .target(name: "Domain", path: "Domain"),

        /// What every adapter of the directory snapshot file shares: read-only opening, the schema check, lenient stored
        /// values, the tables' names and rows (Docs/adr/0011-reference-and-accelerated-directories.md).
        .target(
            name: "SnapshotFile",
            dependencies: ["Domain", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Data/SnapshotFile"
        ),

        /// The reference adapters of the Domain's ports on SQLite (GRDB), and the sync, archives (libzip), digests
        /// (OpenSSL), local store and generator.
        .target(
            name: "DataLayer",
            dependencies: [
                "Domain", "SnapshotFile", .product(name: "GRDB", package: "GRDB.swift"),
                networked("AsyncHTTPClient", package: "async-http-client"),
                "CLibZip", "CLibCrypto",
            ],
            path: "Data",
            exclude: ["DirectoryIndex", "SnapshotFile"]
        ),

        /// The accelerated merchant directory behind the same ports: derived tables written with a snapshot, the
        /// one-pass catalog reader, byte-level decoding and statement caches (Docs/adr/0011-reference-and-accelerated-directories.md).
        /// It never sees the reference adapter: what both read is in `SnapshotFile`.
        .target(
            name: "DirectoryIndex",
            dependencies: ["Domain", "SnapshotFile", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Data/DirectoryIndex"
        ),

        /// libzip, seen from Swift. Only the Data layer's wallet archives use it (Docs/adr/0020-wallet-archives.md).
        .systemLibrary(
            name: "CLibZip",
            path: "CLibZip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"])]
        ),

        /// OpenSSL's libcrypto, seen from Swift: the snapshot digests' SHA-256 (Docs/adr/0018-snapshot-sync.md).
        .systemLibrary(
            name: "CLibCrypto",
            path: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),

        /// View models, view states, navigation intents, and every sentence the screens and the command line show.
        .target(
            name: "Presentation", dependencies: ["Domain"], path: "Presentation/Presentation",
            // One strings table per language (Docs/adr/0026-localisation.md), compiled into the program as bytes.
            resources: [
                .embedInCode("Resources/Localization/en.strings"), .embedInCode("Resources/Localization/es.strings"),
                .embedInCode("Resources/Localization/pt-BR.strings"),
            ]
        ),

        /// The plain-text renderer: each screen's frame and printed document, drawn from view states.
        .target(name: "TextUI", dependencies: ["Presentation"], path: "Presentation/TextUI"),

        /// The web front end's renderer: each screen's page drawn from view states as HTML, and the addresses that
        /// carry a screen's inputs (`explore serve`).
        .target(
            name: "WebUI", dependencies: ["Presentation"], path: "Presentation/WebUI",
            resources: [.embedInCode("Resources/serve.js"), .embedInCode("Resources/serve.css")]
        ),

        /// The HTML site and the XML catalog, written through libxml2, with their stylesheet, script and schema. It
        /// renders Domain values, in Presentation's words and numbers (`Formats`).
        .target(
            name: "CatalogExport", dependencies: ["Domain", "Presentation", "CLibXML2"],
            path: "Presentation/CatalogExport",
            // Compiled into the program as bytes (`PackageResources`): the executable needs no bundle beside it.
            resources: [
                .embedInCode("Resources/style.css"), .embedInCode("Resources/search.js"),
                .embedInCode("Resources/list.js"), .embedInCode("Resources/favicon.ico"),
                .embedInCode("Resources/favicon.svg"), .embedInCode("Resources/catalog.xsd"),
            ]
        ),

        /// libxml2, seen from Swift. Only the catalog renderers use it.
        .systemLibrary(
            name: "CLibXML2",
            path: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),

        /// Publishes a catalog into a folder that appears whole or not at all: staging beside it, the swap, files kept
        /// from the previous catalog when their bytes are equal, the folders never replaced (Docs/adr/0023).
        .target(
            name: "CatalogPublisher", dependencies: ["CatalogExport", "Presentation", "Domain"], path: "Publisher"),

        /// `explore serve`'s web server, a Hummingbird application: the routes of the served screens, the limits that
        /// make it safe on a network, the pages kept made per snapshot (Docs/adr/0025).
        .target(
            name: "WebServer",
            dependencies: [
                "WebUI", "Presentation", "Domain", "CatalogExport",
                networked("Hummingbird", package: "hummingbird"),
                networked("HummingbirdCore", package: "hummingbird"),
                networked("NIOCore", package: "swift-nio"),
                networked("NIOHTTPTypes", package: "swift-nio-extras"),
                networked("HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Server"
        ),

        /// The terminal front end: the navigator and its screens (each view model's keys, frame and intents), a real
        /// terminal's raw mode, keys, frames and signals, `explore play`'s scripts, and the lines written to standard
        /// error (progress, the log), all sanitised.
        .target(
            name: "Terminal",
            dependencies: ["TextUI", "Presentation", "Domain", .product(name: "Logging", package: "swift-log")],
            path: "Terminal"),

        /// The `explore` executable: composition root and command line. It only wires.
        .executableTarget(
            name: "ExploreApp",
            dependencies: [
                "Domain", "SnapshotFile", "DataLayer", "DirectoryIndex", "Presentation", "TextUI", "WebUI",
                "CatalogExport", "CatalogPublisher", "WebServer", "Terminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                networked("ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "App"
        ),

        // Benchmarks/ is a package of its own (its Package.swift), as Fuzz/ is: no build here compiles them.

        // MARK: Tests

        /// Fakes of the Domain's ports and builders of Domain values, shared by the test targets.
        .target(name: "TestSupport", dependencies: ["Domain"], path: "Tests/TestSupport"),

        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(
            name: "DataLayerTests",
            dependencies: [
                "SnapshotFile", "DataLayer", "DirectoryIndex", "Domain", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Domain", "TestSupport"]),
        /// View states of every screen, hand-made, that both renderers' golden files are drawn from.
        .target(name: "ScreenSamples", dependencies: ["Presentation", "Domain"], path: "Tests/ScreenSamples"),
        .testTarget(
            name: "TextUITests", dependencies: ["TextUI", "Presentation", "Domain", "TestSupport", "ScreenSamples"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "WebUITests", dependencies: ["WebUI", "Presentation", "Domain", "ScreenSamples", "TestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "CatalogExportTests",
            dependencies: ["CatalogExport", "Presentation", "Domain", "TestSupport", "CLibXML2"],
            exclude: ["Goldens", "Goldens-NoPiggyCards"]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "ExploreApp", "Domain", "Presentation", "TextUI", "WebUI", "CatalogExport", "CatalogPublisher",
                "WebServer", "Terminal", "TestSupport",
                networked("Hummingbird", package: "hummingbird"),
                networked("HummingbirdTesting", package: "hummingbird"),
                networked("ServiceLifecycle", package: "swift-service-lifecycle"),
                networked("HTTPTypes", package: "swift-http-types"),
            ],
            exclude: [
                "Navigation/Goldens", "Navigation/Goldens-NoPiggyCards", "EndToEnd/Goldens",
                "EndToEnd/Goldens-NoPiggyCards", "Interactive/Goldens", "Interactive/Goldens-NoPiggyCards",
            ]
        ),
        /// Reads Package.swift and the sources as text: no dependency, so it cannot be fooled by the graph it checks.
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
