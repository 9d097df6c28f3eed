// swift-tools-version: 6.1
// libFuzzer targets for every parser of outside input (Docs/adr/0007-output-sanitiser-and-fuzzing.md).
//
// A package of its own, so that the main package's build and tests never compile the fuzzers. Its layer targets are
// the main package's folders, reached through symbolic links in Sources/ (a package cannot name sources outside its
// own folder, and the main package exports no library), compiled here with the fuzzer's instrumentation. Build and
// run with Scripts/fuzz; a plain `swift build` here builds them without libFuzzer, which does not link.

import PackageDescription

let package = Package(
    name: "ExploreFuzz",
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
        // The Data layer without its HTTP transport and hashing (AsyncHTTPClient, whose swift-nio-ssl BoringSSL
        // would take minutes to build with the fuzzer's instrumentation), which no fuzz target reaches: the manifest's
        // decoder is the one file of Sync/ a target needs. The importer's wallet archive reader comes along (Archive/
        // without the writer), on libzip: a system library, nothing to build.
        .target(
            name: "DataLayer",
            dependencies: ["Domain", "SnapshotFile", .product(name: "GRDB", package: "GRDB.swift"), "CLibZip"],
            path: "Sources/DataLayer",
            sources: [
                "Archive/UnpackedArchive.swift", "Archive/WalletArchive.swift", "Archive/WalletArchive+AE2.swift",
                "Archive/WalletArchiveComment.swift", "Directory", "Generator", "Import", "LocalStore", "Reference",
                "Snapshot", "Sync/ManifestDocument.swift",
            ]
        ),
        .target(
            name: "DirectoryIndex",
            dependencies: ["Domain", "SnapshotFile", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Sources/DirectoryIndex"
        ),
        .systemLibrary(name: "CLibZip", path: "Sources/CLibZip", pkgConfig: "libzip"),
        .target(
            name: "Presentation", dependencies: ["Domain"], path: "Sources/Presentation",
            resources: [
                .embedInCode("Resources/Localization/en.strings"), .embedInCode("Resources/Localization/es.strings"),
                .embedInCode("Resources/Localization/pt-BR.strings"),
            ]
        ),
        .target(name: "TextUI", dependencies: ["Presentation"], path: "Sources/TextUI"),

        // MARK: Fuzzing

        /// `LLVMFuzzerRunDriver`, libFuzzer's entry point for a program with a `main` of its own.
        .target(name: "FuzzerDriver", path: "Sources/FuzzerDriver"),
        /// `runFuzzer(_:)`: each target's `main` hands libFuzzer its check.
        .target(name: "Fuzzing", dependencies: ["FuzzerDriver"], path: "Sources/Fuzzing"),

        /// `WebLink(parsing:)`: website values from directory files.
        .executableTarget(name: "FuzzWebLink", dependencies: ["Domain", "Fuzzing"], path: "Sources/FuzzWebLink"),
        /// The manifest `explore sync` downloads, through the Data layer's decoder.
        .executableTarget(
            name: "FuzzManifest", dependencies: ["DataLayer", "Domain", "Fuzzing"], path: "Sources/FuzzManifest"),
        /// Search text: `SearchMerchants.normalized`, then a search of a real SQLite directory.
        .executableTarget(
            name: "FuzzSearchText", dependencies: ["DataLayer", "DirectoryIndex", "Domain", "Fuzzing"],
            path: "Sources/FuzzSearchText"),
        /// Directory schemas: the reader's check refuses whatever computes at read time (``ComputedData``).
        .executableTarget(
            name: "FuzzSnapshotSchema",
            dependencies: [
                "SnapshotFile", "Domain", "Fuzzing", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Sources/FuzzSnapshotSchema"),
        /// Addresses from outside (`--from`, `--ctx-url`, a redirect's `Location`): what `RemoteAddress` lets through
        /// has a port an HTTP client can take.
        .executableTarget(
            name: "FuzzRemoteAddress", dependencies: ["Domain", "Fuzzing"], path: "Sources/FuzzRemoteAddress"),
        /// Counts in a file's derived heads table: the summary and the lists answer or refuse, never overflow.
        .executableTarget(
            name: "FuzzHeadCounts",
            dependencies: [
                "DataLayer", "DirectoryIndex", "Domain", "Fuzzing", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Sources/FuzzHeadCounts"),
        /// `explore play` scripts: the terminal front end's parser, with the files it needs, linked in from Terminal/.
        .executableTarget(
            name: "FuzzPlayScript", dependencies: ["TextUI", "Fuzzing"], path: "Sources/FuzzPlayScript"),
    ],
    swiftLanguageModes: [.v6]
)
