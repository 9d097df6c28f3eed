import Foundation

/// Finds English left on a page in another language: the pieces of English sentences, of two words or more, that
/// the language says otherwise and the page still holds.
///
/// A sentence is cut at its arguments (`%@`, `%1$@`), since those are filled with other words; each piece left of two
/// words or more whose sentence the language translates is looked for in the page's text and attribute values (with
/// `&amp;`, `&quot;` and `&#39;` read back). The tables are given as key → sentence, from Presentation's `Words`.
public enum EnglishLeftovers {
    /// The English pieces `page` holds, sorted; empty when it holds none.
    public static func find(in page: String, english: [String: String], translated: [String: String]) -> [String] {
        let text = page.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        var found: Set<String> = []
        for (key, sentence) in english {
            guard let translation = translated[key], translation != sentence else { continue }
            for piece in pieces(of: sentence) where text.contains(piece) {
                found.insert(piece)
            }
        }
        return found.sorted()
    }

    /// The pieces of a sentence between its arguments that hold two words or more (of letters), trimmed.
    static func pieces(of sentence: String) -> [String] {
        let placeholder = /%(\d+\$)?@/
        return sentence.split(separator: placeholder).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.split(whereSeparator: \.isWhitespace).count { $0.contains(where: \.isLetter) } >= 2
        }
    }
}
