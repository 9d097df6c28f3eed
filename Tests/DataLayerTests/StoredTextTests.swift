import GRDB
import Testing

@testable import DataLayer

@Suite struct StoredTextTests {
    @Test func trimmingRemovesUnicodeWhiteSpaceOnBothEndsOnly() {
        #expect(StoredText.trimmed("dash ") == "dash")
        #expect(StoredText.trimmed("\u{00A0}\t Café  Ávila \u{3000}\n") == "Café  Ávila")
        #expect(StoredText.trimmed(" \u{2028} ") == "")
        #expect(StoredText.nonEmpty("   ") == nil)
        #expect(StoredText.nonEmpty(nil) == nil)
    }

    /// Text with nothing to trim comes back whole, including the single characters the ASCII shortcut decides.
    @Test(arguments: [
        ("plain", "plain"), ("x", "x"), ("!", "!"), ("~", "~"), (" ", ""), ("\u{7F}", "\u{7F}"),
        ("\u{85}x\u{85}", "x"), ("é", "é"), ("a b", "a b"), ("\u{1F355} Pizza", "\u{1F355} Pizza"),
        ("\u{200B}x", "\u{200B}x"),
    ])
    func textWithoutSurroundingWhiteSpaceIsKeptAsItIs(raw: String, expected: String) {
        #expect(StoredText.trimmed(raw) == expected)
    }

    /// A key is the trimmed text lower-cased, whether the text needed lower-casing or not (the shortcut for lower-case
    /// ASCII must agree at the ends of the upper-case range and beyond ASCII).
    @Test(arguments: [
        "ctx", "CTX", " PiggyCards ", "Z", "A", "@", "[", "`", "{", "gift card", "Dash\u{00A0}", "É", "ß", "İ", "ǅ",
        "caf\u{00C9}", "",
    ])
    func aKeyIsTheTrimmedTextLowerCased(raw: String) {
        #expect(StoredText.key(raw) == StoredText.nonEmpty(raw)?.lowercased())
    }

    @Test func sqlTrimRemovesTheSameCharactersAsSwift() throws {
        let samples = ["dash ", "\u{00A0}\t Café  Ávila \u{3000}\n", " \u{2028} ", "\u{202F}x\u{205F}", "plain"]
        try DatabaseQueue().read { db in
            for sample in samples {
                let trimmed = try String.fetchOne(db, sql: "SELECT \(StoredText.sqlTrim("?"))", arguments: [sample])
                #expect(trimmed == StoredText.trimmed(sample))
            }
        }
    }

    @Test func identifiersReadTheSameWhetherIntegerRealOrText() {
        #expect(StoredText.identifier(1_000_001.databaseValue) == "1000001")
        #expect(StoredText.identifier(1_000_001.0.databaseValue) == "1000001")
        #expect(StoredText.identifier("1000001".databaseValue) == "1000001")
        #expect(StoredText.identifier("ctx-7".databaseValue) == "ctx-7")
        #expect(StoredText.identifier(.null) == nil)
    }

    @Test func unknownEnumValuesReadSafely() {
        #expect(StoredEnums.paymentMethod(" DASH ") == .dash)
        #expect(StoredEnums.paymentMethod("barter") == .giftCard)
        #expect(StoredEnums.merchantType("Both") == .both)
        #expect(StoredEnums.merchantType(nil) == .physical)
        #expect(StoredEnums.redeemType("teleport") == nil)
        #expect(StoredEnums.denominationsType("min-max ") == .minMax)
        #expect(StoredEnums.provider(" piggycards") == .piggyCards)
        #expect(StoredEnums.provider("Bitrefill") == nil)
        #expect(StoredEnums.isActive(nil) && !StoredEnums.isActive(0))
    }
}
