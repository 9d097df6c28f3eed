import Foundation
import Presentation
import Testing
import TextUI

/// Compares frames with the text files under `Goldens/`; `EXPLORE_RECORD_GOLDENS=1` writes them instead.
///
/// Escapes are stored as `\e` so a person can read the file; a missing golden fails the test.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["EXPLORE_RECORD_GOLDENS"] == "1" }

    /// The standard set: every width in both themes.
    static let widths = [40, 80, 120]
    static let themes: [Theme] = [.plain, .ansi]

    static func check(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent(name + ".txt")
        let actual = frame.visibleEscapes + "\n"
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try! actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "No golden \(file.lastPathComponent): run the tests with EXPLORE_RECORD_GOLDENS=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(name) differs from its golden", sourceLocation: sourceLocation)
    }

    /// Checks `draw` at every standard width in both themes, as `<screen>-<theme>-<columns>.txt`.
    static func checkAll(
        _ screen: String, rows: Int = 16, sourceLocation: SourceLocation = #_sourceLocation,
        _ draw: (TerminalSize, Theme) -> Frame
    ) {
        for columns in widths {
            for theme in themes {
                let size = TerminalSize(columns: columns, rows: rows)
                let frame = draw(size, theme)
                #expect(frame.lines.count == rows, sourceLocation: sourceLocation)
                #expect(frame.lines.allSatisfy { Measure.visibleWidth($0) <= columns }, sourceLocation: sourceLocation)
                check(frame, named: "\(screen)-\(theme.name)-\(columns)", sourceLocation: sourceLocation)
            }
        }
    }
}
