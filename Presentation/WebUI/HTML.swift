import Presentation

/// A page's markup as it is written: elements whose names and attribute names are this target's own literals, and
/// text and attribute values that are always escaped, so data from the directory, the request or the server is
/// text on every page and never markup.
struct HTML {
    /// The markup so far.
    private(set) var markup = ""

    init() {
        markup.reserveCapacity(16 * 1024)
    }

    /// Text, escaped and cleaned (``escaped(_:)``).
    mutating func text(_ text: String) {
        Self.escape(text, into: &markup)
    }

    /// `<name attributes>content</name>`.
    mutating func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:], _ content: (inout HTML) -> Void
    ) {
        open(name, attributes)
        content(&self)
        markup += "</\(name)>"
    }

    /// `<name attributes>text</name>`.
    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:], text: String) {
        open(name, attributes)
        self.text(text)
        markup += "</\(name)>"
    }

    /// An element without content: `<input …>`, `<meta …>`, `<link …>`.
    mutating func void(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String>) {
        open(name, attributes)
    }

    /// The `<!DOCTYPE html>` line.
    mutating func doctype() {
        markup += "<!DOCTYPE html>\n"
    }

    private mutating func open(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String>) {
        markup += "<\(name)"
        for (attribute, value) in attributes {
            markup += " \(attribute)=\""
            Self.escape(value, into: &markup)
            markup += "\""
        }
        markup += ">"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as references, after ``DocumentText/cleaned(_:)`` removed the
    /// characters no document may hold (controls, noncharacters, bidi overrides).
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escape(text, into: &escaped)
        return escaped
    }

    private static func escape(_ text: String, into markup: inout String) {
        let cleaned = DocumentText.cleaned(text)
        guard cleaned.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else {
            markup += cleaned
            return
        }
        for character in cleaned.unicodeScalars {
            switch character {
            case "&": markup += "&amp;"
            case "<": markup += "&lt;"
            case ">": markup += "&gt;"
            case "\"": markup += "&quot;"
            case "'": markup += "&#39;"
            default: markup.unicodeScalars.append(character)
            }
        }
    }
}
