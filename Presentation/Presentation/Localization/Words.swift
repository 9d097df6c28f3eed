import Domain
import Foundation

/// The sentences, counted nouns, numbers and dates of one language: what a view model says things with.
///
/// The composition root makes one for the language a person reads (``Language``) and hands it to the view models and
/// the pages; the renderers draw the words they are given and never translate. Each sentence is looked up by a key in
/// the language's table (`Resources/Localization/<tag>.strings`, Foundation's strings-file format); its arguments are
/// text already formatted here, placed by `%@` or `%1$@`.
public struct Words: Hashable, Sendable {
    /// The language of every sentence these words make.
    public let language: Language

    /// The words of a language.
    public init(_ language: Language) {
        self.language = language
    }

    /// English, the language of the goldens and of a reader whose language Explore does not speak.
    public static let english = Words(.english)

    /// The sentence a key names, with its arguments in place: `words("list.count.showing", "50", "1.234")`.
    ///
    /// A key missing from the language's table reads as in English, and a key missing from English as itself: the
    /// localisation tests fail on both, so neither reaches a person.
    public func callAsFunction(_ key: String, _ arguments: String...) -> String {
        let format = Self.tables[language]?[key] ?? Self.tables[.english]?[key] ?? key
        guard !arguments.isEmpty else { return format }
        return String(format: format, locale: language.locale, arguments: arguments)
    }

    /// A counted noun in the language's plural form for the number: "1 merchant", "1.234 comercios",
    /// "0 estabelecimento". `key` names the noun's sentences (`count.merchants` for `count.merchants.one`, `.many`,
    /// `.other`); a language without a `many` sentence uses `other`.
    public func count(_ value: Int, _ key: String) -> String {
        let category = PluralCategory(value, in: language)
        let table = Self.tables[language] ?? [:]
        let format =
            table["\(key).\(category.rawValue)"] ?? table["\(key).other"]
            ?? Self.tables[.english]?["\(key).\(PluralCategory(value, in: .english).rawValue)"] ?? key
        return String(format: format, locale: language.locale, number(value))
    }

    /// A whole number grouped as the language groups digits: "1,234,567", "1.234.567".
    public func number(_ value: Int) -> String {
        value.formatted(.number.locale(language.locale))
    }

    /// A number with one digit after the decimal separator: "12.3", "12,3".
    public func decimal(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(1)).grouping(.never).locale(language.locale))
    }

    /// A distance in the reader's unit (``DistanceUnit/current``): "850 m", "12.3 km" ("12,3 km"), "1,234 km";
    /// "500 ft", "0.5 mi", "12 mi".
    public func distance(_ distance: Distance) -> String { DistanceUnit.current.text(distance, in: self) }

    /// A radius in the reader's unit, without a ".0": "30 km", "2 km", "32.2 km" ("32,2 km"); "20 mi".
    public func radius(_ radius: Distance) -> String { DistanceUnit.current.radiusText(radius, in: self) }

    /// A day in UTC, so that every reader sees the same one: "1 January 2026", "1 de enero de 2026".
    public func day(_ date: Date) -> String {
        date.formatted(
            Date.FormatStyle(
                date: .long, time: .omitted, locale: language.locale, calendar: Calendar(identifier: .gregorian),
                timeZone: .gmt))
    }

    /// Every key of a language's table, for the tests that hold the tables to English's keys.
    public static func keys(of language: Language) -> Set<String> {
        Set(tables[language]?.keys ?? [:].keys)
    }

    /// The sentence a key holds in a language's own table, or `nil`: for the tests, which tell a missing sentence
    /// from one that reads as in English.
    public static func sentence(_ key: String, in language: Language) -> String? {
        tables[language]?[key]
    }

    /// The tables, read once from the strings files compiled into the program.
    private static let tables: [Language: [String: String]] = {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let bytes: [UInt8] =
                switch language {
                case .english: PackageResources.en_strings
                case .spanish: PackageResources.es_strings
                case .portuguese: PackageResources.pt_BR_strings
                }
            let table = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            tables[language] = table as? [String: String] ?? [:]
        }
        return tables
    }()
}
