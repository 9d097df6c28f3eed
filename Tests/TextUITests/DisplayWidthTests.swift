import Presentation
import Testing
import TextUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Café", 4), ("Cafe\u{301}", 4), ("東京", 4), ("ラーメン", 8), ("ｆｕｌｌ", 8), ("한국", 4),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("🍜", 2), ("a\u{200B}b", 2), ("مطعم", 4), ("", 0),
    ])
    func measuresCellsAsTerminalsDraw(text: String, cells: Int) {
        #expect(DisplayWidth.of(text) == cells)
    }

    @Test func emojiSequencesAreNeverMeasuredNarrowerThanTheyAreDrawn() {
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("🇻🇪") == 2)
        #expect(DisplayWidth.of("1️⃣") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") >= 2)
    }

    @Test func widthsAddUpWhateverClustersAJoinMakes() {
        let parts = ["␛", "\u{301}", "a", "\u{FE0F}", "🇻", "🇪", "\u{200D}", "👩"]
        for left in parts {
            for right in parts {
                #expect(DisplayWidth.of(left + right) == DisplayWidth.of(left) + DisplayWidth.of(right))
            }
        }
    }
}
