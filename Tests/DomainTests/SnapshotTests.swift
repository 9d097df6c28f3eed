import Domain
import Foundation
import Testing

@Suite("Snapshot")
struct SnapshotTests {
    @Test("a snapshot version is a millisecond timestamp")
    func versionIsMilliseconds() {
        let version = SnapshotVersion(timestamp: 1_700_000_000_123)
        #expect(version.date == Date(timeIntervalSince1970: 1_700_000_000.123))
        #expect(version.description == "1700000000123")
    }

    @Test("later versions are greater")
    func versionOrder() {
        #expect(SnapshotVersion(timestamp: 1) < SnapshotVersion(timestamp: 2))
        #expect(!(SnapshotVersion(timestamp: 2) < SnapshotVersion(timestamp: 2)))
    }

    @Test(
        "progress is a fraction of 0…1 when the total is known",
        arguments: [
            (Int64(0), Int64?.some(100), Double?.some(0)), (50, 100, 0.5), (100, 100, 1), (150, 100, 1),
            (10, nil, nil), (10, 0, nil),
        ])
    func progressFraction(_ completed: Int64, _ total: Int64?, _ fraction: Double?) {
        #expect(TransferProgress(completedBytes: completed, totalBytes: total).fraction == fraction)
    }

    @Test("this program reads schema version 4")
    func currentSchema() {
        #expect(SnapshotInfo.currentSchemaVersion == 4)
    }
}
