import Testing

@testable import TextUI

@Suite struct ChromeTests {
    static let entries = [
        Chrome.HelpEntry(key: "/", action: "search"), Chrome.HelpEntry(key: "Tab", action: "tabs"),
        Chrome.HelpEntry(key: "Enter", action: "open"), Chrome.HelpEntry(key: "q", action: "quit", isPinned: true),
        Chrome.HelpEntry(key: "?", action: "help", isPinned: true),
    ]

    func text(_ columns: Int) -> String {
        Chrome.help(Self.entries, columns: columns).drawn(columns: columns, theme: .plain)
    }

    @Test func aNarrowHelpLineDropsEntriesFromTheEndAndKeepsQuitAndHelp() {
        #expect(text(80) == " / search  Tab tabs  Enter open  q quit  ? help")
        #expect(text(40) == " / search  Tab tabs  q quit  ? help")
        #expect(text(20) == " q quit  ? help")
    }
}
