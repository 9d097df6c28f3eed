import Testing
import TextUI

@testable import ExploreApp
@testable import Terminal

@Suite struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    @Test func arrowsInNormalAndApplicationModeAreDecoded() {
        #expect(
            keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]) == [
                .up, .down, .right, .left,
            ])
        #expect(
            keys([0x1B, 0x4F, 0x41, 0x1B, 0x4F, 0x42, 0x1B, 0x4F, 0x43, 0x1B, 0x4F, 0x44]) == [
                .up, .down, .right, .left,
            ])
    }

    @Test func modifiedArrowsAreStillArrows() {
        #expect(keys(Array("\u{1B}[1;5A\u{1B}[1;2D".utf8)) == [.up, .left])
    }

    @Test func editingAndPagingKeysAreDecoded() {
        let bytes = Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z".utf8)
        #expect(keys(bytes) == [.home, .end, .home, .end, .delete, .pageUp, .pageDown, .backTab])
    }

    @Test func controlBytesBecomeTheirKeys() {
        #expect(
            keys([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x04, 0x15]) == [
                .enter, .enter, .tab, .backspace, .backspace, .interrupt, .endOfInput, .eraseLine,
            ])
    }

    @Test func otherControlBytesAreIgnored() {
        #expect(keys([0x01, 0x00, 0x61, 0x1F]) == [.character("a")])
    }

    @Test func printableUTF8CharactersOfEveryLengthAreDecoded() {
        #expect(
            keys(Array("a/é日😀".utf8)) == [
                .character("a"), .character("/"), .character("é"), .character("日"), .character("😀"),
            ])
    }

    @Test func aLoneEscapeWaitsForTheTimeoutAndThenIsTheEscapeKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingBytes)
    }

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([0x5B]).isEmpty)
        #expect(decoder.decode([0x42, 0x71]) == [.down, .character("q")])
    }

    @Test func aCharacterSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.decode(bytes.prefix(2)).isEmpty)
        #expect(decoder.decode(bytes.suffix(1)) == [.character("日")])
    }

    @Test func escapeFollowedByAnotherKeyIsEscapeThenThatKey() {
        #expect(keys([0x1B, 0x61]) == [.escape, .character("a")])
        #expect(keys([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(keys(Array("\u{1B}[200~x\u{1B}[?1;2cy".utf8)) == [.character("x"), .character("y")])
    }

    @Test func anEndlessSequenceIsDroppedRatherThanBufferedForever() {
        var decoder = KeyDecoder()
        let keys = decoder.decode([0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 40) + [0x61])
        #expect(!keys.contains(.up))
        #expect(!decoder.hasPendingBytes)
    }

    @Test func invalidUTF8IsSkippedWithoutLosingTheNextKey() {
        #expect(keys([0xFF, 0x61, 0xC3, 0x28, 0x80, 0x62]) == [.character("a"), .character("("), .character("b")])
    }

    @Test func c1ControlCharactersAreNotPrintable() {
        #expect(keys([0xC2, 0x9B, 0x61]) == [.character("a")])
    }

    @Test func flushDropsAnIncompleteCharacter() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0x97]).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode([0x61]) == [.character("a")])
    }
}
