import Foundation
import Testing

/// Compares text with a file under a `Goldens` folder of the AppTests; `EXPLORE_RECORD_GOLDENS=1` writes it instead.
///
/// A missing golden fails the test and says how to record it. Escapes are stored as `\e` so a person can read them.
enum TextGolden {
    /// `Tests/AppTests`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["EXPLORE_RECORD_GOLDENS"] == "1" }

    /// Checks `text` against `Tests/AppTests/<folder>/Goldens/<name>.txt`.
    static func check(
        _ text: String, folder: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let directory = root.appendingPathComponent(folder).appendingPathComponent("Goldens")
        let file = directory.appendingPathComponent(name + ".txt")
        let actual = text.replacingOccurrences(of: "\u{1B}", with: "\\e")
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try! actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "No golden \(folder)/Goldens/\(file.lastPathComponent): run with EXPLORE_RECORD_GOLDENS=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(name) differs from its golden", sourceLocation: sourceLocation)
    }
}
