import Domain
import Testing

/// Which failed syncs are worth starting again unchanged: those a server, a disk or a publication may mend, not those
/// this program's build, the source's kind or its own limits decide.
@Suite struct SyncErrorRetryTests {
    static let mendable: [SyncError] = [
        .unreachable("connection refused"), .httpStatus(503, url: "https://example.org/m.json"),
        .badManifest("not JSON"), .truncated(received: 10, expected: 20),
        .checksumMismatch(expected: "ab", actual: "cd"), .invalidSnapshot("no merchant table"), .noSpace,
        .io("EIO"), .recorded("Could not reach the server."), .timedOut(seconds: 600, received: 5),
        .implausibleVersion(SnapshotVersion(timestamp: 1)), .archive(.damaged("not a zip")),
        .archive(.wrongPassword), .archive(.failsCheck),
        .notRecorded(.upToDate(SnapshotVersion(timestamp: 1)), .unavailable("local.db")),
        .refusedAddress(
            RefusedAddress(address: "http://x:0/m", problem: .port("0"), redirectedFrom: "https://example.org/m.json")),
    ]
    static let forGood: [SyncError] = [
        .unsupportedURL("ftp://example.org/m.json"), .withoutHTTP("https://example.org/m.json"),
        .notAFile("/tmp", kind: .folder), .unsupportedSchema(5), .tooLarge(limit: 1 << 30),
        .archive(.tooLarge(limit: 1 << 30)), .archive(.unsupported("bzip2")),
        .refusedAddress(RefusedAddress(address: "http://example.org:99999/m.json", problem: .port("99999"))),
    ]

    @Test(arguments: mendable) func aFailureSomethingElseMayMendIsWorthRetrying(_ error: SyncError) {
        #expect(error.isWorthRetrying)
    }

    @Test(arguments: forGood) func aFailureOfTheBuildTheSourceOrALimitIsNot(_ error: SyncError) {
        #expect(!error.isWorthRetrying)
    }
}
