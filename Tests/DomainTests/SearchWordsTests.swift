import Domain
import TestSupport
import Testing

@Suite("SearchWords")
struct SearchWordsTests {
    @Test(arguments: try NameMatchingCase.all())
    func theSharedTableOfCasesHolds(_ example: NameMatchingCase) {
        #expect(SearchWords(example.query).matches(example.name) == example.matches)
    }

    @Test("the table is a real table: about thirty cases, both answers, each with its reason")
    func theTableCoversBothAnswers() throws {
        let cases = try NameMatchingCase.all()
        #expect(cases.count >= 30)
        #expect(cases.contains { $0.matches } && cases.contains { !$0.matches })
        #expect(cases.allSatisfy { !$0.why.isEmpty })
    }

    @Test("words are folded runs of letters and digits, without repeats, in the order typed")
    func words() {
        #expect(SearchWords("Cof-CAF \"near\" AND cof").words == ["cof", "caf", "near", "and"])
        #expect(SearchWords("\" * - () 🍕").isEmpty)
        #expect(SearchWords("Crème brûlée 東京").words == ["creme", "brulee", "東京"])
        #expect(SearchWords.words(in: "Joe’s Café-Bar") == ["joe", "s", "cafe", "bar"])
        #expect(SearchWords("Café cafe CAFÉ").words == ["cafe"], "words equal once folded are one word")
    }

    @Test("folding removes accents and case by Unicode's tables, and keeps letters that are not a letter and a mark")
    func folding() {
        #expect(SearchWords.folded("Café Ávila") == "cafe avila")
        #expect(SearchWords.folded("Straße") == "strasse")
        #expect(SearchWords.folded("İstanbul Iğdır") == "istanbul igdir")
        #expect(SearchWords.folded("ΟΔΥΣΣΕΥΣ καφέ") == "οδυσσευσ καφε")
        #expect(SearchWords.folded("ﬁle") == "file")
        #expect(SearchWords.folded("Øresund Łódź Æble") == "øresund łodz æble")
        #expect(SearchWords.folded("한국 식당") == "한국 식당", "Hangul decomposes into letters, not marks, and composes back")
        #expect(SearchWords.folded("e\u{301}") == SearchWords.folded("\u{E9}"), "a decomposed é is é")
        #expect(SearchWords.folded("Plain ASCII, 7-Eleven!") == "plain ascii, 7-eleven!")
    }

    @Test("names order by their folded text, so Café comes before Cafetín and Ávila among the A's")
    func order() {
        let names = ["Cafetín", "Zulia", "Café", "ávila", "Aragua", "CAFE"]
        #expect(
            names.sorted { (SearchWords.orderKey($0), $0) < (SearchWords.orderKey($1), $1) }
                == ["Aragua", "ávila", "CAFE", "Café", "Cafetín", "Zulia"])
    }

    @Test("inside a name, a letter of a script written without spaces starts a word, and so does the letter after one")
    func nameWords() {
        #expect(SearchWords.nameWords(in: "さくら薬局") == ["さくら薬局", "くら薬局", "ら薬局", "薬局", "局"])
        #expect(SearchWords.nameWords(in: "7-Eleven 新宿店") == ["7", "eleven", "新宿店", "宿店", "店"])
        #expect(SearchWords.nameWords(in: "東京Cafe") == ["東京cafe", "京cafe", "cafe"])
        #expect(SearchWords.nameWords(in: "ラーメン") == ["ラーメン", "ーメン", "メン", "ン"], "ー (a Common letter) follows one")
        #expect(SearchWords.nameWords(in: "Smart Café") == ["smart", "cafe"], "Latin words stay whole")
        #expect(SearchWords.nameWords(in: "스타벅스 커피") == ["스타벅스", "타벅스", "벅스", "스", "커피", "피"])
        #expect(SearchWords("さくら薬局").words == ["さくら薬局"], "the search's own words stay whole")
    }

    @Test("the scripts written without spaces are Han, Kana, Hangul, Thai, Lao, Khmer and Myanmar, none other")
    func scriptsWrittenWithoutSpaces() {
        for text in ["漢", "ひ", "カ", "ｶ", "한", "ᄀ", "ก", "๑", "ກ", "ក", "က", "𠀋"] {
            #expect(SearchWords.isWrittenWithoutSpaces(text.unicodeScalars.first!), "\(text)")
        }
        for text in ["a", "é", "Ж", "α", "ا", "א", "क", "ー", "〆", "1", "Ａ", " "] {
            #expect(!SearchWords.isWrittenWithoutSpaces(text.unicodeScalars.first!), "\(text)")
        }
        let ranges = SearchWords.spacelessRanges
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "sorted, apart")
    }
}
