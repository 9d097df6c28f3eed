// swift-tools-version: 6.1
// The benchmarks behind Docs/Performance.md's figures: programs that print them, never tests.
//
// A package of its own, as Fuzz/ is, so that the main package's builds (every copy CI makes, a newcomer's first
// `swift build`) never compile them. Its layer targets are the main package's folders, reached through symbolic links
// in Sources/ (a package cannot name sources outside its own folder, and the main package exports no library),
// built as they are, without the main package's traits: the Data layer's network files compile to nothing, as in
// `swift build --disable-default-traits`. Build with `swift build -c release --package-path Benchmarks`.

import PackageDescription

let package = Package(
    name: "ExploreBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
    ],
    targets: [
        // MARK: The main package's layers, as they are

        .target(name: "Domain", path: "Sources/Domain"),
        .target(
            name: "SnapshotFile", dependencies: ["Domain", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Sources/SnapshotFile"),
        .target(
            name: "DataLayer",
            dependencies: [
                "Domain", "SnapshotFile", .product(name: "GRDB", package: "GRDB.swift"), "CLibZip", "CLibCrypto",
            ],
            path: "Sources/DataLayer",
            exclude: ["DirectoryIndex", "SnapshotFile"]
        ),
        .target(
            name: "DirectoryIndex",
            dependencies: ["Domain", "SnapshotFile", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Sources/DirectoryIndex"
        ),
        .systemLibrary(name: "CLibZip", path: "Sources/CLibZip", pkgConfig: "libzip"),
        .systemLibrary(name: "CLibCrypto", path: "Sources/CLibCrypto", pkgConfig: "libcrypto"),
        .target(
            name: "Presentation", dependencies: ["Domain"], path: "Sources/Presentation",
            resources: [
                .embedInCode("Resources/Localization/en.strings"), .embedInCode("Resources/Localization/es.strings"),
                .embedInCode("Resources/Localization/pt-BR.strings"),
            ]
        ),
        .target(
            name: "CatalogExport", dependencies: ["Domain", "Presentation", "CLibXML2"],
            path: "Sources/CatalogExport",
            resources: [
                .embedInCode("Resources/style.css"), .embedInCode("Resources/search.js"),
                .embedInCode("Resources/list.js"), .embedInCode("Resources/favicon.ico"),
                .embedInCode("Resources/favicon.svg"), .embedInCode("Resources/catalog.xsd"),
            ]
        ),
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0"),

        // MARK: Benchmarks

        /// Search and Nearby through the SQLite directory, next to the same SQL through a bare prepared statement
        /// (GRDB is here only for that floor).
        .executableTarget(
            name: "ExploreBenchmarks",
            dependencies: ["DataLayer", "DirectoryIndex", "Domain", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Directory"
        ),
        /// Renders a generated 100,000-merchant catalog as HTML or XML, or reads a snapshot's merchants as
        /// `explore catalog` does (the input's own cost).
        .executableTarget(
            name: "CatalogBenchmark", dependencies: ["CatalogExport", "Domain", "DataLayer", "DirectoryIndex"],
            path: "Catalog"
        ),
    ]
)
