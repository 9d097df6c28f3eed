import Presentation
import Testing
import TextUI

@Suite struct TerminalTextTests {
    @Test func escapeSequencesBecomeVisibleCharacters() {
        #expect(TerminalText.sanitized("Evil\u{1B}]0;pwned\u{07}\u{1B}[2J") == "Evil␛]0;pwned␇␛[2J")
        #expect(TerminalText.sanitized("a\u{7F}b\u{0}") == "a␡b␀")
    }

    @Test func c1ControlsAndBidiOverridesAreWrittenAsCodePoints() {
        #expect(TerminalText.sanitized("\u{9B}2J") == "\\u{9B}2J")
        #expect(TerminalText.sanitized("abc\u{202E}def\u{2066}") == "abc\\u{202E}def\\u{2066}")
        #expect(TerminalText.sanitized("\u{200F}x") == "\\u{200F}x")
    }

    @Test func lineBreaksAndTabsBecomeSpacesAndByteOrderMarksGo() {
        #expect(TerminalText.sanitized("a\tb\nc\r\nd\u{2028}e\u{FEFF}") == "a b c  d e")
    }

    @Test func fittingCutsWithAnEllipsisByCells() {
        #expect(TerminalText.fit("Green Grocer", width: 12) == ("Green Grocer", 12))
        #expect(TerminalText.fit("Green Grocer", width: 8) == ("Green G…", 8))
        #expect(TerminalText.fit("東京ラーメン", width: 6) == ("東京…", 5))
        #expect(TerminalText.fit("abc", width: 1) == ("…", 1))
        #expect(TerminalText.fit("abc", width: 0) == ("", 0))
    }

    @Test func aTenThousandCharacterNameIsCutCheaply() {
        let name = String(repeating: "Long name ", count: 1000)
        let clock = ContinuousClock()
        var fitted = ("", 0)
        let elapsed = clock.measure { fitted = TerminalText.fit(name, width: 40) }
        #expect(fitted.1 == 40)
        #expect(fitted.0.hasSuffix("…"))
        // Not a timing assertion: the work is bounded by the width, so this holds on any machine by far.
        #expect(elapsed < .seconds(1))
    }
}
