import Testing

@testable import ExploreApp
@testable import Terminal

@Suite struct FrameWriterTests {
    @Test func aFrameHomesTheCursorErasesEachLineAndEverythingBelowInOneWrite() {
        var writes: [String] = []
        FrameWriter.draw(["one", "two"]) { writes.append($0.text) }
        #expect(writes == ["\u{1B}[Hone\u{1B}[K\r\ntwo\u{1B}[K\u{1B}[J"])
    }

    @Test func theLastLineHasNoNewlineSoAFullFrameDoesNotScroll() {
        #expect(!FrameWriter.bytes(for: ["a", "b", "c"]).text.hasSuffix("\n\u{1B}[J"))
    }
}
