import Testing
import TextUI

@testable import ExploreApp

@Suite struct ConsoleTests {
    @Test func colourIsAllowedUnlessTheFlagNoColorOrADumbTerminalSaysNo() {
        #expect(Console.allowsColor(noColorFlag: false, environment: ["TERM": "xterm-256color"]))
        #expect(Console.allowsColor(noColorFlag: false, environment: ["NO_COLOR": ""]))
        #expect(!Console.allowsColor(noColorFlag: true, environment: [:]))
        #expect(!Console.allowsColor(noColorFlag: false, environment: ["NO_COLOR": "1"]))
        #expect(!Console.allowsColor(noColorFlag: false, environment: ["TERM": "dumb"]))
    }

    @Test func colourIsUsedOnlyOnATerminalThatAllowsIt() {
        let console = Console(write: { _ in }, isTerminal: true, allowsColor: true, columns: 80)
        #expect(console.theme == .ansi)
        #expect(Console(write: { _ in }, isTerminal: false, allowsColor: true, columns: 80).theme == .plain)
        #expect(Console(write: { _ in }, isTerminal: true, allowsColor: false, columns: 80).theme == .plain)
    }

    @Test func printedLinesEndWithANewlineAndNothingIsPrintedForNoLines() throws {
        let printed = Printed()
        let console = Console(write: printed.append, isTerminal: false, allowsColor: false, columns: 80)
        try console.print([String]())
        try console.print(["a", "b"])
        try console.print(Frame(lines: [" c  ", "", ""]))
        #expect(printed.value == "a\nb\n c\n")
    }

    @Test func pipedOutputIsAsWideAsColumnsSaysElseEightyAndIsNeverCut() {
        #expect(Console.columns(isTerminal: false, environment: [:]) == 80)
        #expect(Console.columns(isTerminal: false, environment: ["COLUMNS": "132"]) == 132)
        #expect(Console.columns(isTerminal: false, environment: ["COLUMNS": "wide"]) == 80)
        #expect(Console.columns(isTerminal: false, environment: ["COLUMNS": "5"]) == 80)
        #expect(Console(write: { _ in }, isTerminal: false, allowsColor: false, columns: 80).fit == .widen)
        #expect(Console(write: { _ in }, isTerminal: true, allowsColor: false, columns: 80).fit == .cut)
    }
}
