/// A plural category of CLDR (Unicode's Common Locale Data Repository): which form of a counted noun a language uses
/// for a number. A table holds a sentence per category it needs: `count.merchants.one`, `count.merchants.other`, and
/// `count.merchants.many` where the language has it.
public enum PluralCategory: String, CaseIterable, Sendable {
    /// English and Spanish 1, Portuguese 0 and 1.
    case one
    /// Spanish and Portuguese millions ("1.000.000 de comercios").
    case many
    /// Every other number.
    case other

    /// The category of a whole number in a language, by CLDR's rules (release 46) for whole numbers:
    /// - English: one for 1; other.
    /// - Spanish: one for 1; many for a non-zero multiple of a million; other.
    /// - Portuguese: one for 0 and 1; many for a non-zero multiple of a million; other.
    public init(_ value: Int, in language: Language) {
        let magnitude = value.magnitude
        switch language {
        case .english:
            self = magnitude == 1 ? .one : .other
        case .spanish:
            self = magnitude == 1 ? .one : Self.isMillions(magnitude) ? .many : .other
        case .portuguese:
            self = magnitude <= 1 ? .one : Self.isMillions(magnitude) ? .many : .other
        }
    }

    private static func isMillions(_ magnitude: UInt) -> Bool {
        magnitude != 0 && magnitude % 1_000_000 == 0
    }
}
