import Testing

@testable import TextUI

/// The key help lists what the command lists say: every key that does something now, once, then the keys that do
/// something at other times, with when.
@Suite struct KeyHelpTests {
    final class Model {}

    @Test func everyCommandAKeyDoesSomethingWithIsListedOnceWithAllItsKeys() {
        typealias Command = KeyCommand<Model>
        let commands: [Command] = [
            Command("r", "retry", announced: false, keys: []) { _ in },
            Command("Esc", "back", keys: [.escape, .backspace, .left]) { _ in },
            Command("Shift-Tab", "previous tab", announced: false, keys: [.backTab]) { _ in },
            Command("Esc", "back", keys: [.escape]) { _ in },
            .move { _, _ in },
            .quit(),
            .keyHelp(),
        ]
        #expect(
            commands.keyHelpEntries() == [
                KeyHelp.Entry(keys: "Esc, Backspace, ←", action: "back"),
                KeyHelp.Entry(keys: "Shift-Tab", action: "previous tab"),
                KeyHelp.Entry(keys: "Esc", action: "back"),
                KeyHelp.Entry(keys: "↑ ↓ j k PgUp PgDn Home End", action: "move"),
                KeyHelp.Entry(keys: "q", action: "quit"), KeyHelp.Entry(keys: "?", action: "help"),
            ])
    }

    @Test func aKeyThatAnswersOnlyAtTimesIsListedAfterTheOthersWithWhen() {
        typealias Command = KeyCommand<Model>
        let commands: [Command] = [
            Command("r", "retry", announced: false, keys: [], onlyWhen: "after a failure") { _ in },
            Command("Esc", "clear the search", announced: false, keys: [], onlyWhen: "") { _ in },
            Command("c", "cancel", announced: false, keys: [.character("c")], onlyWhen: "while it runs") { _ in },
            .quit(),
        ]
        #expect(
            commands.keyHelpEntries() == [
                KeyHelp.Entry(keys: "c", action: "cancel"), KeyHelp.Entry(keys: "q", action: "quit"),
                KeyHelp.Entry(keys: "r", action: "retry after a failure"),
                KeyHelp.Entry(keys: "Esc", action: "clear the search"),
            ])
    }

    @Test @MainActor func questionMarkAsksForTheKeysAndQQuits() {
        let commands: [KeyCommand<Model>] = [.quit(), .keyHelp()]
        #expect(commands.send(.character("?"), to: Model()) == .showKeys)
        #expect(commands.send(.character("q"), to: Model()) == .quit)
        #expect(commands.send(.character("x"), to: Model()) == .proceed)
    }
}
