import Foundation
import Testing

/// Compares text with a file under a `Goldens` folder of the AppTests; `EXPLORE_RECORD_GOLDENS=1` writes it instead.
///
/// A build without the PiggyCards trait (Docs/adr/0008-package-traits.md) first looks in the folder's
/// `Goldens-NoPiggyCards`, which holds only the goldens that differ without the trait (its merchants and offers are
/// gone); every other golden is shared, so the trait-off run checks that those screens are exactly the same.
/// Recording in that build writes such a file when the text differs from the shared golden, and removes it when it
/// no longer does: record the default build first.
///
/// A missing golden fails the test and says how to record it. Escapes are stored as `\e` so a person can read them.
enum TextGolden {
    /// `Tests/AppTests`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of goldens that differ in this build, or `nil` when the shared ones are this build's.
    #if PiggyCards
        static let traitFolderName: String? = nil
    #else
        static let traitFolderName: String? = "Goldens-NoPiggyCards"
    #endif

    static var isRecording: Bool { ProcessInfo.processInfo.environment["EXPLORE_RECORD_GOLDENS"] == "1" }

    /// Checks `text` against `Tests/AppTests/<folder>/Goldens/<name>.txt`, or its trait-off counterpart.
    static func check(
        _ text: String, folder: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let base = root.appendingPathComponent(folder)
        let shared = base.appendingPathComponent("Goldens").appendingPathComponent(name + ".txt")
        let own = traitFolderName.map { base.appendingPathComponent($0).appendingPathComponent(name + ".txt") }
        let actual = text.replacingOccurrences(of: "\u{1B}", with: "\\e")
        if isRecording {
            record(actual, shared: shared, own: own)
            return
        }
        let file = own.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil } ?? shared
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "No golden \(folder)/Goldens/\(shared.lastPathComponent): run with EXPLORE_RECORD_GOLDENS=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        let relative = "\(folder)/\(file.deletingLastPathComponent().lastPathComponent)/\(file.lastPathComponent)"
        #expect(actual == expected, "\(name) differs from its golden \(relative)", sourceLocation: sourceLocation)
    }

    /// Writes the shared golden, or in a trait-off build the counterpart when (and only when) it differs from it.
    private static func record(_ text: String, shared: URL, own: URL?) {
        guard let own else { return write(text, to: shared) }
        if (try? String(contentsOf: shared, encoding: .utf8)) == text {
            try? FileManager.default.removeItem(at: own)
        } else {
            write(text, to: own)
        }
    }

    private static func write(_ text: String, to file: URL) {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! text.write(to: file, atomically: true, encoding: .utf8)
    }
}
