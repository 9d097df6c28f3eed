import Presentation
import Testing
import TextUI

@Suite struct ThemeTests {
    @Test func colourOnlyOnATerminalThatAllowsIt() {
        #expect(Theme.forOutput(isTerminal: true, environment: [:]) == .ansi)
        #expect(Theme.forOutput(isTerminal: false, environment: [:]) == .plain)
        #expect(Theme.forOutput(isTerminal: true, environment: ["NO_COLOR": "1"]) == .plain)
        #expect(Theme.forOutput(isTerminal: true, environment: ["NO_COLOR": ""]) == .ansi)
        #expect(Theme.forOutput(isTerminal: true, environment: ["TERM": "dumb"]) == .plain)
        #expect(Theme.forOutput(isTerminal: true, environment: [:], noColorFlag: true) == .plain)
    }
}
