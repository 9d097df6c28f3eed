import ArgumentParser
import CatalogPublisher
import Domain
import Foundation
import Logging
import Presentation
import TextUI

/// Parsers from command-line words to Domain values, each failing with a sentence that names what is expected.
///
/// Domain types do not conform to `ExpressibleByArgument`: that would be a retroactive conformance between two
/// modules we do not own together, so the options use these functions as transforms instead.
enum ArgumentValues {
    /// `LAT,LON` in decimal degrees, such as `10.4806,-66.9036` (the Domain's rule, its sentences).
    static func coordinate(_ text: String) throws -> Coordinate {
        do {
            return try Coordinate(parsing: text)
        } catch {
            throw ValidationError(ErrorMessages.sentence(for: error))
        }
    }

    /// A radius as typed: a number in the reader's unit (`5`, `2.5`), or with its unit (`5km`, `20mi`); whether it
    /// is one Nearby takes is the Domain's rule, checked with the query.
    static func radius(_ text: String) throws -> TypedRadius {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for unit in DistanceUnit.allCases where trimmed.lowercased().hasSuffix(unit.rawValue) {
            let number = trimmed.dropLast(unit.rawValue.count).trimmingCharacters(in: .whitespaces)
            if unit.distance(typed: number) != nil { return TypedRadius(number: number, unit: unit) }
        }
        guard DistanceUnit.kilometres.distance(typed: trimmed) != nil else {
            throw ValidationError("'\(text)' is not a radius: give a number, such as 5 or 2.5, or 5km or 20mi.")
        }
        return TypedRadius(number: trimmed, unit: nil)
    }

    /// `km` or `mi`.
    static func units(_ text: String) throws -> DistanceUnit {
        guard let unit = DistanceUnit(word: text) else {
            throw ValidationError("'\(text)' is not a unit: give km or mi.")
        }
        return unit
    }

    /// How many rows to print: 1 to the directory's page maximum.
    static func limit(_ text: String) throws -> Int {
        guard let limit = Int(text), (1...PageRequest.maximumLimit).contains(limit) else {
            throw ValidationError(
                "'\(text)' is not a limit: give a whole number from 1 to \(PageRequest.maximumLimit).")
        }
        return limit
    }

    /// How many rows of the answer to skip before printing: zero or more (a page of `--limit` rows starts after them).
    static func offset(_ text: String) throws -> Int {
        guard let offset = Int(text), offset >= 0 else {
            throw ValidationError("'\(text)' is not an offset: give a whole number, 0 or more.")
        }
        return offset
    }

    /// `COLSxROWS`, such as `100x30`.
    static func terminalSize(_ text: String) throws -> TerminalSize {
        guard let size = TerminalSize(parsing: text) else {
            throw ValidationError("'\(text)' is not a size: write COLSxROWS with 10–1000 columns and 3–500 rows.")
        }
        return size
    }

    static func tab(_ text: String) throws -> DirectoryTab {
        try choice(text, of: DirectoryTab.self, for: "tab")
    }

    static func sort(_ text: String) throws -> MerchantSort {
        try choice(text, of: MerchantSort.self, for: "sort order")
    }

    /// `buy`, `sell` or `both`: what a person wants to do at an ATM.
    static func atmAction(_ text: String) throws -> ATMAction {
        try choice(text, of: ATMAction.self, for: "type of ATM")
    }

    /// One of the payment options this build offers (``Domain/PaymentOption/enabled``).
    static func paymentOption(_ text: String) throws -> PaymentOption {
        try choice(text, among: PaymentOption.enabled, for: "payment method")
    }

    /// `text` or `json`: how `search`, `show` and `atms` print.
    static func outputFormat(_ text: String) throws -> OutputFormat {
        try choice(text, of: OutputFormat.self, for: "format")
    }

    /// `html`, `xml` or `both`: which documents `catalog` writes.
    static func catalogFormat(_ text: String) throws -> CatalogFormat {
        try choice(text, of: CatalogFormat.self, for: "catalog format")
    }

    static func logLevel(_ text: String) throws -> Logger.Level {
        try choice(text, of: Logger.Level.self, for: "log level")
    }

    /// `--language`: en, es or pt-BR, in any case.
    static func language(_ text: String) throws -> Language {
        try choice(text, of: Language.self, for: "language")
    }

    /// One language or several separated by commas (`en,es,pt-BR`), in order, each once.
    static func languages(_ text: String) throws -> [Language] {
        var languages: [Language] = []
        for tag in text.split(separator: ",", omittingEmptySubsequences: false) {
            let language = try self.language(tag.trimmingCharacters(in: .whitespaces))
            if !languages.contains(language) { languages.append(language) }
        }
        return languages
    }

    /// A non-empty word, trimmed: merchant ids and territory names.
    static func name(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValidationError("An empty name matches nothing: give some text.") }
        return trimmed
    }

    /// One of an enumeration's raw values, ignoring case.
    static func choice<Value: RawRepresentable & CaseIterable>(
        _ text: String, of type: Value.Type, for what: String
    ) throws -> Value where Value.RawValue == String {
        try choice(text, among: Array(Value.allCases), for: what)
    }

    /// One of `values`' raw values, ignoring case.
    static func choice<Value: RawRepresentable>(
        _ text: String, among values: [Value], for what: String
    ) throws -> Value where Value.RawValue == String {
        let lowered = text.lowercased()
        if let value = values.first(where: { $0.rawValue.lowercased() == lowered }) { return value }
        let names = values.map(\.rawValue).joined(separator: ", ")
        throw ValidationError("'\(text)' is not a \(what): choose one of \(names).")
    }
}
