import Testing

@testable import TextUI

@Suite struct LineTests {
    @Test func theRightPartIsDrawnOnlyWhenItFitsWithTwoSpacesToSpare() {
        let line = Line([Span("Explore")], right: [Span("near Caracas")])
        #expect(line.drawn(columns: 30, theme: .plain) == "Explore           near Caracas")
        #expect(line.drawn(columns: 21, theme: .plain) == "Explore  near Caracas")
        #expect(line.drawn(columns: 20, theme: .plain) == "Explore")
    }

    @Test func theLeftPartIsCutWithAnEllipsis() {
        let line = Line([Span("Green "), Span("Grocer", .title)])
        #expect(line.drawn(columns: 8, theme: .plain) == "Green G…")
        #expect(line.drawn(columns: 8, theme: .ansi) == "Green \u{1B}[1mG…\u{1B}[0m")
    }

    @Test func aSelectedLineIsReversedToTheEdgeInTheAnsiThemeOnly() {
        let line = Line([Span("Café", .title)], base: .selected)
        #expect(line.drawn(columns: 8, theme: .ansi) == "\u{1B}[1;7mCafé\u{1B}[0m\u{1B}[7m    \u{1B}[0m")
        #expect(line.drawn(columns: 8, theme: .plain) == "Café")
    }
}
