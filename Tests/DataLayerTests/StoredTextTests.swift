import GRDB
import Testing

@testable import DataLayer
@testable import SnapshotFile

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

    /// One value costs at most ``StoredText/longest`` Unicode scalars once read: longer text is cut after that many
    /// and marked; text of that length or less, in bytes or in scalars, is kept whole.
    @Test func longTextIsCutAtTheLongestAndMarked() {
        let longest = StoredText.longest
        #expect(StoredText.bounded(String(repeating: "x", count: longest)) == String(repeating: "x", count: longest))
        #expect(StoredText.bounded(String(repeating: "é", count: longest)) == String(repeating: "é", count: longest))
        #expect(
            StoredText.bounded(String(repeating: "x", count: 5_000_000)) == String(repeating: "x", count: longest) + "…"
        )
        // A flag is two scalars.
        let flags = String(repeating: "🇻🇪", count: longest + 1)
        #expect(StoredText.bounded(flags) == String(repeating: "🇻🇪", count: longest / 2) + "…")
        #expect(StoredValue.string(DatabaseValue(value: String(repeating: "y", count: 3_000))!)?.count == longest + 1)
    }

    /// A character may hold any number of scalars: "Zalgo" with a million combining accents is five characters, and
    /// a thumb with a million joiners and variation selectors one; each is cut after ``StoredText/longest`` scalars,
    /// as SQLite's `substr` counts them, not kept whole for being few characters.
    @Test func oneCharacterOfAMillionScalarsIsCutLikeAnyLongText() {
        let longest = StoredText.longest
        let zalgo = "Zalgo" + String(repeating: "\u{300}", count: 1_000_000)
        #expect(zalgo.count == 5)
        let cut = StoredText.bounded(zalgo)
        #expect(cut.unicodeScalars.count == longest + 1)
        #expect(cut.unicodeScalars.elementsEqual(zalgo.unicodeScalars.prefix(longest) + "…".unicodeScalars))
        let thumb = "👍" + String(repeating: "\u{200D}\u{FE0F}", count: 1_000_000)
        #expect(thumb.count == 1)
        #expect(StoredText.bounded(thumb).utf8.count < 4 * (longest + 1))
        // SQLite cuts at the same count, one scalar more so that the Swift cut still marks the value.
        let sqlCut = try? DatabaseQueue().read { db in
            try String.fetchOne(db, sql: "SELECT \(StoredText.sqlBounded(":v"))", arguments: ["v": zalgo])
        }
        #expect(sqlCut?.unicodeScalars.count == longest + 1)
        #expect(sqlCut.map(StoredText.bounded) == cut)
    }

    /// The SQL cut leaves one character more than the Swift cut, so the value still reads as cut; numbers and NULL
    /// pass unchanged, and a blob, which reads as no text, is left out.
    @Test func theSQLCutKeepsNumbersAndLeavesTheSwiftCutToMarkText() throws {
        try DatabaseQueue().read { db in
            let long = String(repeating: "z", count: 3_000)
            let cut = try String.fetchOne(db, sql: "SELECT \(StoredText.sqlBounded(":v"))", arguments: ["v": long])
            #expect(cut.map(StoredText.bounded) == StoredText.bounded(long))
            let values = try Row.fetchOne(
                db,
                sql: """
                    SELECT \(StoredText.sqlBounded("10.5")), \(StoredText.sqlBounded("7")),
                      \(StoredText.sqlBounded("NULL")), \(StoredText.sqlBounded("x'00ff'"))
                    """)
            #expect(values?[0] == 10.5.databaseValue)
            #expect(values?[1] == 7.databaseValue)
            #expect(values?[2] == DatabaseValue.null)
            #expect(values?[3] == DatabaseValue.null)
        }
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
