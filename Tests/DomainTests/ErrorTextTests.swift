import Domain
import Testing

@Suite("ErrorText")
struct ErrorTextTests {
    static let errors: [SyncError] = [
        .unsupportedURL("ftp://x"), .unreachable("connection refused"), .httpStatus(404, url: "http://x/m.json"),
        .badManifest("missing sha256"), .truncated(received: 10, expected: 20), .tooLarge(limit: 1000),
        .checksumMismatch(expected: "aa", actual: "bb"), .invalidSnapshot("no merchant table"),
        .unsupportedSchema(7), .noSpace, .io("permission denied"),
    ]

    @Test("every sync error reads as one sentence on one line", arguments: errors)
    func oneLineSentence(_ error: SyncError) {
        let sentence = SyncErrorText.sentence(for: error)
        #expect(!sentence.contains("\n"))
        #expect(sentence.first?.isUppercase == true)
        #expect(sentence.hasSuffix("."))
    }

    @Test("sentences carry the details a user needs")
    func details() {
        #expect(SyncErrorText.sentence(for: .httpStatus(404, url: "http://x/m.json")).contains("404"))
        #expect(SyncErrorText.sentence(for: .truncated(received: 10, expected: 20)).contains("10 of 20"))
        let schema = SyncErrorText.sentence(for: .unsupportedSchema(7))
        #expect(schema.contains("7") && schema.contains("4"))
    }

    @Test("different errors read differently")
    func distinct() {
        #expect(Set(Self.errors.map(SyncErrorText.sentence(for:))).count == Self.errors.count)
    }
}
