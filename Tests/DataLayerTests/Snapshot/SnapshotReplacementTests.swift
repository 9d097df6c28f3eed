import Domain
import Foundation
import Synchronization
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct SnapshotReplacementTests {
    let folder: TemporaryDirectory
    let snapshot: URL
    static let now = Date(timeIntervalSince1970: 1_767_225_600)

    init() throws {
        folder = try TemporaryDirectory()
        snapshot = URL(fileURLWithPath: folder.path("directory.db"))
    }

    /// A finished candidate file beside the snapshot, recording `version`.
    private func candidate(_ name: String, version: Int64?) throws -> URL {
        let url = URL(fileURLWithPath: folder.path(name))
        try SnapshotFixture.write(to: url, merchants: [name], version: version)
        return url
    }

    private func replacement(waiting: @escaping @Sendable () -> Void = {}) -> SnapshotReplacement {
        SnapshotReplacement(snapshot: snapshot, waiting: waiting, now: { Self.now })
    }

    @Test func ifNewerReplacesOnlyAnOlderSnapshot() throws {
        try SnapshotFixture.write(to: snapshot, merchants: ["current"], version: 1_700_000_000_000)

        let older = try replacement().replace(
            with: candidate("older", version: 1), rule: .ifNewer(.init(timestamp: 1_690_000_000_000)))
        let same = try replacement().replace(
            with: candidate("same", version: 1), rule: .ifNewer(.init(timestamp: 1_700_000_000_000)))
        #expect(older == .kept(SnapshotVersion(timestamp: 1_700_000_000_000)))
        #expect(same == .kept(SnapshotVersion(timestamp: 1_700_000_000_000)))
        #expect(try SnapshotFixture.merchantNames(in: snapshot) == ["current"])

        let newer = try replacement().replace(
            with: candidate("newer", version: 1), rule: .ifNewer(.init(timestamp: 1_710_000_000_000)))
        #expect(newer == .replaced)
        #expect(try SnapshotFixture.merchantNames(in: snapshot) == ["newer"])
    }

    @Test(arguments: [Int64.max, 5, nil])
    func ifNewerReplacesASnapshotWithoutAPlausibleVersion(_ current: Int64?) throws {
        try SnapshotFixture.write(to: snapshot, merchants: ["current"], version: current)

        let outcome = try replacement().replace(
            with: candidate("published", version: 1), rule: .ifNewer(.init(timestamp: 1_700_000_000_000)))

        #expect(outcome == .replaced)
        #expect(try SnapshotFixture.merchantNames(in: snapshot) == ["published"])
    }

    @Test func ifMissingNeverReplacesAnExistingSnapshotAndAlwaysDoes() throws {
        let first = try replacement().replace(with: candidate("first", version: nil), rule: .ifMissing)
        let second = try replacement().replace(with: candidate("second", version: nil), rule: .ifMissing)
        #expect(first == .replaced)
        #expect(second == .kept(nil))
        #expect(try SnapshotFixture.merchantNames(in: snapshot) == ["first"])

        let forced = try replacement().replace(with: candidate("forced", version: 1), rule: .always)
        #expect(forced == .replaced)
        #expect(try SnapshotFixture.merchantNames(in: snapshot) == ["forced"])
    }

    @Test func aWriterThatFindsTheLockTakenSaysSoAndWaitsForIt() async throws {
        let file = try candidate("waiting", version: 1_700_000_000_000)
        let held = try SnapshotLock.acquire(for: snapshot, waiting: {})
        let waited = Mutex(false)
        let replacement = replacement(waiting: { waited.withLock { $0 = true } })

        let done = Task.detached { try replacement.replace(with: file, rule: .always) }
        while !waited.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!FileManager.default.fileExists(atPath: snapshot.path), "nothing is replaced while the lock is held")
        held.release()

        #expect(try await done.value == .replaced)
        #expect(try SnapshotFixture.merchantNames(in: snapshot) == ["waiting"])
    }

    @Test func tenWritersAtOnceLeaveTheNewestAndKeepItFromTheOlderOnes() async throws {
        let candidates = try (0..<10).map { index in
            let version = SnapshotVersion(timestamp: 1_700_000_000_000 + Int64(index))
            return (try candidate("version \(index)", version: version.timestamp), version)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (file, version) in candidates.shuffled() {
                let replacement = replacement()
                group.addTask {
                    // Each on a thread of its own, as ten processes would be.
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                        Thread.detachNewThread {
                            continuation.resume(
                                with: Result {
                                    _ = try replacement.replace(with: file, rule: .ifNewer(version))
                                })
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try SnapshotFixture.merchantNames(in: snapshot) == ["version 9"])
    }
}
