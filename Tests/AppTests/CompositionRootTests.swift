import Testing

@testable import ExploreApp

@Suite struct CompositionRootTests {
    @Test func colourIsAllowedUnlessTheFlagNoColorOrADumbTerminalSaysNo() {
        #expect(CompositionRoot.usesColor(noColorFlag: false, environment: ["TERM": "xterm-256color"]))
        #expect(CompositionRoot.usesColor(noColorFlag: false, environment: ["NO_COLOR": ""]))
        #expect(!CompositionRoot.usesColor(noColorFlag: true, environment: [:]))
        #expect(!CompositionRoot.usesColor(noColorFlag: false, environment: ["NO_COLOR": "1"]))
        #expect(!CompositionRoot.usesColor(noColorFlag: false, environment: ["TERM": "dumb"]))
    }

    @Test func printedLinesEndWithANewlineAndNothingIsPrintedForNoLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)
        root.printLines([])
        root.printLines(["a", "b"])
        #expect(printed.value == "a\nb\n")
    }
}
