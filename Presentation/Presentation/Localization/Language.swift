import Foundation

/// A language Explore speaks: every sentence a person reads is in one of these, chosen once per screen, page or run.
///
/// The terminal follows the POSIX locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), a visitor of `explore serve` their
/// browser's `Accept-Language`, a catalog its `--language`; a reader of any other language reads English.
public enum Language: String, CaseIterable, Hashable, Sendable {
    /// English, the language every sentence is written in first (the table `en.strings`).
    case english = "en"
    /// Spanish, as read from Caracas to Madrid (`es.strings`).
    case spanish = "es"
    /// Brazilian Portuguese (`pt-BR.strings`); a reader of another Portuguese reads it too.
    case portuguese = "pt-BR"

    /// The language a tag names, or `nil` for one Explore does not speak: a BCP 47 tag (`es-419`, `pt-BR`) or a POSIX
    /// locale name (`es_ES.UTF-8`, `pt_BR@euro`), in any case.
    public init?(tag: String) {
        let primary = tag.lowercased().prefix { $0.isLetter }
        switch primary {
        case "en": self = .english
        case "es": self = .spanish
        case "pt": self = .portuguese
        default: return nil
        }
    }

    /// The language of a terminal's locale, as POSIX orders its variables: `LC_ALL`, then `LC_MESSAGES`, then `LANG`;
    /// the first one set decides, and English is what it falls back to (`C`, `POSIX`, a language Explore does not
    /// speak, or nothing set).
    public static func of(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return Language(tag: value) ?? .english
        }
        return .english
    }

    /// The language a browser asks for in its `Accept-Language` header: the one of highest weight that Explore
    /// speaks (the earlier of equal weights), or English.
    public static func preferred(acceptLanguage header: String) -> Language {
        var best: (language: Language, weight: Double)?
        for item in header.split(separator: ",").prefix(32) {
            let parts = item.split(separator: ";")
            guard let tag = parts.first?.trimmingCharacters(in: .whitespaces), let language = Language(tag: tag)
            else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == "q" {
                    weight = Double(pair[1].trimmingCharacters(in: .whitespaces)) ?? 0
                }
            }
            if weight > 0, weight > (best?.weight ?? 0) { best = (language, weight) }
        }
        return best?.language ?? .english
    }

    /// The tag a page names its language with (`<html lang>`, `hreflang`): "en", "es", "pt-BR".
    public var tag: String { rawValue }

    /// The language's name in itself, for a menu of languages: "English", "Español", "Português".
    public var name: String {
        switch self {
        case .english: "English"
        case .spanish: "Español"
        case .portuguese: "Português"
        }
    }

    /// The locale numbers and dates are written in: one per language, so that a page reads the same on every machine
    /// ("1,234" and "1 January 2026"; "1.234.567" and "1 de enero de 2026"; "1.234" and "1 de janeiro de 2026").
    public var locale: Locale {
        switch self {
        case .english: Locale(identifier: "en_GB")
        case .spanish: Locale(identifier: "es_ES")
        case .portuguese: Locale(identifier: "pt_BR")
        }
    }
}
