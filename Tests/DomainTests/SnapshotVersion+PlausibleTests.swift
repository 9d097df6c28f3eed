import Domain
import Foundation
import Testing

@Suite("SnapshotVersion plausibility")
struct SnapshotVersionPlausibleTests {
    /// 2026-01-01T00:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_767_225_600)
    static let nowVersion = SnapshotVersion(timestamp: 1_767_225_600_000)

    @Test(
        "a publication time is from 2015 on and at most a day ahead of the clock",
        arguments: [
            (SnapshotVersion.earliestPlausible.timestamp, true),
            (SnapshotVersion.earliestPlausible.timestamp - 1, false),
            (nowVersion.timestamp, true), (nowVersion.timestamp + 86_400_000, true),
            (nowVersion.timestamp + 86_400_001, false), (Int64.max, false), (0, false), (-1, false),
        ])
    func plausibility(_ timestamp: Int64, _ plausible: Bool) {
        #expect(SnapshotVersion(timestamp: timestamp).isPlausible(at: Self.now) == plausible)
    }

    @Test("a newer version replaces an older one, and any replaces none or an implausible one")
    func replacement() {
        let older = SnapshotVersion(timestamp: nowVersionMinus(1000))
        #expect(Self.nowVersion.replaces(older, at: Self.now))
        #expect(!older.replaces(Self.nowVersion, at: Self.now))
        #expect(!Self.nowVersion.replaces(Self.nowVersion, at: Self.now))
        #expect(older.replaces(nil, at: Self.now))
        #expect(older.replaces(SnapshotVersion(timestamp: .max), at: Self.now))
        #expect(older.replaces(SnapshotVersion(timestamp: 5), at: Self.now))
    }

    private func nowVersionMinus(_ milliseconds: Int64) -> Int64 {
        Self.nowVersion.timestamp - milliseconds
    }
}
