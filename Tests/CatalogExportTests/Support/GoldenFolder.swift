import Foundation
import Testing

/// Compares a generated folder with its golden copy under `Tests/CatalogExportTests/Goldens/<name>/`, or
/// `Goldens-NoPiggyCards/<name>/` in a build without the PiggyCards trait (its merchants and offers are gone, so
/// every catalog differs; `diff -r` of the two folders shows exactly what the trait removes).
///
/// With `EXPLORE_RECORD_GOLDENS=1` in the environment, the golden copy is replaced by the generated files instead
/// (and the comparison is skipped); read the changed goldens before committing them, and record in both builds.
enum GoldenFolder {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(folderName)

    #if PiggyCards
        static let folderName = "Goldens"
    #else
        static let folderName = "Goldens-NoPiggyCards"
    #endif

    static var isRecording: Bool { ProcessInfo.processInfo.environment["EXPLORE_RECORD_GOLDENS"] == "1" }

    /// Files every catalog copies verbatim from `Presentation/CatalogExport/Resources/`: checked against that one
    /// source, not stored again in each golden folder.
    static let assets: Set<String> = ["style.css", "search.js", "list.js", "favicon.ico", "favicon.svg", "catalog.xsd"]

    /// The assets a golden folder's catalog must hold: the schema beside the XML, the stylesheet, scripts and icons
    /// in a site.
    static func assets(of name: String) -> Set<String> {
        name.hasPrefix("xml") ? ["catalog.xsd"] : assets.subtracting(["catalog.xsd"])
    }

    static let resources = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presentation/CatalogExport/Resources")

    static func check(
        _ folder: TemporaryCatalogFolder, against name: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let golden = root.appendingPathComponent(name)
        let copied = folder.relativePaths().filter { assets.contains($0) }
        #expect(Set(copied) == assets(of: name), "\(name) lacks an asset", sourceLocation: sourceLocation)
        for path in copied {
            #expect(
                try folder.contents(of: path) == Data(contentsOf: resources.appendingPathComponent(path)),
                "\(name)/\(path) is not the resource it copies", sourceLocation: sourceLocation)
        }
        let generated = folder.relativePaths().filter { !assets.contains($0) }
        if isRecording {
            try? FileManager.default.removeItem(at: golden)
            for path in generated {
                let target = golden.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try folder.contents(of: path).write(to: target)
            }
            return
        }
        let expected = TemporaryCatalogFolder.relativePaths(below: golden)
        #expect(generated == expected, "file list differs from the goldens in \(name)", sourceLocation: sourceLocation)
        for path in generated where expected.contains(path) {
            let actual = try folder.contents(of: path)
            let wanted = try Data(contentsOf: golden.appendingPathComponent(path))
            #expect(
                String(decoding: actual, as: UTF8.self) == String(decoding: wanted, as: UTF8.self),
                "\(name)/\(path) differs from its golden (EXPLORE_RECORD_GOLDENS=1 re-records)",
                sourceLocation: sourceLocation)
        }
    }
}
