import Foundation
import Testing

/// Compares served pages with the files under `Goldens/`; `EXPLORE_RECORD_GOLDENS=1` writes them instead. The
/// files are the pages as sent, one element per line where a tag opens, so a person can read them and a diff shows
/// what moved.
enum WebGolden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["EXPLORE_RECORD_GOLDENS"] == "1" }

    static func check(_ page: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent(name + ".html")
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try! readable(page).write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "No golden \(file.lastPathComponent): run the tests with EXPLORE_RECORD_GOLDENS=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(readable(page) == expected, "\(name) differs from its golden", sourceLocation: sourceLocation)
    }

    /// The page with a line break before each element that opens a block (no text node gains or loses a character:
    /// the breaks go between a `>` and a `<`, where the pages have none).
    static func readable(_ page: String) -> String {
        let blocks = [
            "<head", "<meta", "<title", "<link", "<script", "<body", "<header", "<nav", "<main", "<h1", "<h2", "<p",
            "<ul", "<li", "<form", "<div", "<fieldset", "<legend", "<label", "<footer", "<address", "</ul", "</main",
            "</body", "</html",
        ]
        var text = page
        for block in blocks { text = text.replacingOccurrences(of: ">" + block, with: ">\n" + block) }
        return text
    }
}
