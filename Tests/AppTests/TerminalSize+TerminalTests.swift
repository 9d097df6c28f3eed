import Testing
import TextUI

@testable import ExploreApp

@Suite struct TerminalSizeTests {
    @Test func sizesAreWrittenAndReadAsColumnsByRows() {
        #expect(TerminalSize(columns: 100, rows: 30).notation == "100x30")
        #expect(TerminalSize(parsing: "100X30") == TerminalSize(columns: 100, rows: 30))
    }

    @Test(arguments: ["80", "80x", "x24", "ax24", "9x24", "80x2", "1001x24", "80x501", "80x24x1", "-80x24"])
    func malformedOrInsaneSizesAreRefused(_ text: String) {
        #expect(TerminalSize(parsing: text) == nil)
    }
}
