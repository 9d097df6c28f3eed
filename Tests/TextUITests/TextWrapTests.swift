import Testing

@testable import TextUI

@Suite struct TextWrapTests {
    @Test func wordsStayWholeAndLinesStayWithinTheWidth() {
        #expect(
            TextWrap.lines("Centro Comercial Sambil, Nivel Libertador, Local L-C33", width: 20)
                == ["Centro Comercial", "Sambil, Nivel", "Libertador, Local", "L-C33"])
    }

    @Test func aWordLongerThanTheLineIsBrokenWhereTheLineEnds() {
        #expect(
            TextWrap.lines("https://example.org/a/long/path", width: 10) == [
                "https://ex", "ample.org/", "a/long/pat", "h",
            ])
    }

    @Test func wideCharactersCountTwoCellsAndControlsAreMadeSafe() {
        #expect(TextWrap.lines("東京都 渋谷区神南", width: 7) == ["東京都", "渋谷区", "神南"])
        #expect(TextWrap.lines("a\u{1B}[2Jb", width: 80) == ["a␛[2Jb"])
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(TextWrap.lines("", width: 10) == [""])
        #expect(TextWrap.lines("   ", width: 10) == [""])
    }

    @Test func aPhoneNumberFollowsOnTheLastLineWhenItFitsAndIsNeverBrokenAtItsSpaces() {
        #expect(
            TextWrap.lines("Av. Principal 12", then: "+58 212 555", width: 30) == ["Av. Principal 12 · +58 212 555"])
        #expect(
            TextWrap.lines("Av. Principal de Las Mercedes 12", then: "+58 212 555 0100", width: 30) == [
                "Av. Principal de Las Mercedes", "12 · +58 212 555 0100",
            ])
        #expect(
            TextWrap.lines("Centro Comercial Sambil, Local 4", then: "+58 212 555 0100", width: 20) == [
                "Centro Comercial", "Sambil, Local 4", "+58 212 555 0100",
            ])
        #expect(TextWrap.lines("", then: "+58 212", width: 20) == ["+58 212"])
        #expect(TextWrap.lines("Calle 1", then: "+58 212 555 0100", width: 8) == ["Calle 1", "+58 212", "555 0100"])
    }
}
