import Foundation
import TextUI

/// A script for `explore play`: what to press, type and resize, one step per line (Docs/CLI.md).
public struct PlayScript: Hashable, Sendable {
    /// One thing the script does.
    public enum Action: Hashable, Sendable {
        case press(Key)
        /// Each character pressed in turn; one frame is printed after the whole text.
        case type(String)
        case resize(TerminalSize)
    }

    /// An action with the line it came from, to name it in frame headers.
    public struct Step: Hashable, Sendable {
        public var line: Int
        public var action: Action
        /// The line as written, trimmed.
        public var source: String
    }

    public var steps: [Step]

    /// Key names a line may hold, besides single characters.
    public static let keyNames: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pageup": .pageUp, "pagedown": .pageDown, "delete": .delete, "enter": .enter, "return": .enter,
        "esc": .escape, "escape": .escape, "backspace": .backspace, "tab": .tab, "shift-tab": .backTab,
        "space": .character(" "), "ctrl-c": .interrupt, "ctrl-d": .endOfInput, "ctrl-u": .eraseLine,
    ]

    /// Parses a script; a line that is not a step fails with its number.
    public static func parse(_ text: String) throws(TerminalError) -> PlayScript {
        var steps: [Step] = []
        // `isNewline` covers "\r\n", which Swift holds as one Character, so Windows scripts read the same.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let action = try self.action(from: trimmed, line: offset + 1)
            steps.append(Step(line: offset + 1, action: action, source: trimmed))
        }
        return PlayScript(steps: steps)
    }

    /// The longest script read, in bytes: far more than any session typed by hand, and a bound on the memory that
    /// `explore play -` takes when standard input never ends.
    public static let maximumSize = 1 << 20

    /// Everything `handle` gives until its end, failing as soon as it passes ``maximumSize``.
    public static func read(_ handle: FileHandle) throws(TerminalError) -> Data {
        var data = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 64 * 1024)
            } catch {
                throw .badScript(line: 1, reason: "it cannot be read (\(error.localizedDescription)).")
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
            if data.count > maximumSize { throw .scriptTooLarge(limit: maximumSize) }
        }
    }

    private static func action(from text: String, line: Int) throws(TerminalError) -> Action {
        let (word, rest) = splitFirstWord(text)
        switch word.lowercased() {
        case "type":
            guard !rest.isEmpty else { throw .badScript(line: line, reason: "'type' needs text to type.") }
            return .type(rest)
        case "size":
            return .resize(try size(rest, line: line))
        case "key":
            // `key #` presses a character that would otherwise start a comment or read as a command.
            guard let key = key(named: rest) else {
                throw .badScript(line: line, reason: "'\(rest)' is not a key name or a single character.")
            }
            return .press(key)
        default:
            guard rest.isEmpty, let key = key(named: word) else {
                throw .badScript(
                    line: line, reason: "'\(text)' is not a step (to type text, write 'type \(text)').")
            }
            return .press(key)
        }
    }

    private static func key(named name: String) -> Key? {
        if let key = keyNames[name.lowercased()] { return key }
        guard name.count == 1, let character = name.first else { return nil }
        return .character(character)
    }

    private static func size(_ text: String, line: Int) throws(TerminalError) -> TerminalSize {
        guard let size = TerminalSize(parsing: text) else {
            throw .badScript(
                line: line,
                reason: "'size \(text)' is not a size: write COLSxROWS with 10–1000 columns and 3–500 rows.")
        }
        return size
    }

    /// The first word, and the rest after exactly one space (so `type  a` types " a").
    private static func splitFirstWord(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(of: " ") else { return (text, "") }
        return (String(text[..<space]), String(text[text.index(after: space)...]))
    }
}
