import Domain
import Foundation
import GRDB
import SnapshotFile

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a finished file takes a snapshot's place: under the snapshot's writer lock (``SnapshotLock``), after
/// checking what is there now, by one `rename(2)`.
///
/// The sync, the importer and the generator all end here, so two writers never both decide "mine is newer" and
/// then rename one after the other: the second one checks again under the lock, once the first one's file is in
/// place. Readers are never disturbed: a connection that had the old file open keeps reading it.
public struct SnapshotReplacement: Sendable {
    /// When the new file may take the snapshot's place; checked under the lock, right before the rename.
    public enum Rule: Hashable, Sendable {
        /// Always: an import, `generate`, a forced sync.
        case always
        /// Only when nothing is at the snapshot's path: the first run's sample, which must not replace a snapshot
        /// another process installed meanwhile.
        case ifMissing
        /// Only when the snapshot there does not record a version at least this new (``SnapshotVersion/replaces(_:at:)``):
        /// a sync.
        case ifNewer(SnapshotVersion)
    }

    /// What happened at the snapshot's path.
    public enum Outcome: Hashable, Sendable {
        /// The new file is now the snapshot.
        case replaced
        /// The rule kept the snapshot in place; this is the version it records, if any.
        case kept(SnapshotVersion?)
    }

    /// Why the replacement failed; the snapshot is as it was.
    struct Failure: Error {
        let code: Int32
        let reason: String
    }

    let snapshot: URL
    private let waiting: @Sendable () -> Void
    private let now: @Sendable () -> Date

    /// - Parameter waiting: called (once) when another writer holds the lock and this one has to wait.
    init(snapshot: URL, waiting: @escaping @Sendable () -> Void = {}, now: @escaping @Sendable () -> Date = Date.init) {
        self.snapshot = snapshot
        self.waiting = waiting
        self.now = now
    }

    /// Renames `file` (complete, flushed, in the snapshot's folder) over the snapshot if `rule` allows it; else
    /// leaves both as they are. Blocks: call it off the cooperative pool.
    func replace(with file: URL, rule: Rule) throws(Failure) -> Outcome {
        let lock: SnapshotLock
        do {
            lock = try SnapshotLock.acquire(for: snapshot, waiting: waiting)
        } catch {
            throw Failure(code: error.code, reason: error.reason)
        }
        defer { lock.release() }
        if let kept = keeping(under: rule) { return kept }
        guard rename(file.path, snapshot.path) == 0 else {
            let code = errno
            throw Failure(code: code, reason: "could not replace \(snapshot.path): \(String(cString: strerror(code)))")
        }
        // The rename is done and cannot be undone; syncing the folder only makes it survive a power cut, so a
        // failure here is not reported.
        let folder = open(snapshot.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            _ = close(folder)
        }
        return .replaced
    }

    /// `.kept` when `rule` keeps the snapshot in place; `nil` when the new file may take its place.
    private func keeping(under rule: Rule) -> Outcome? {
        guard FileManager.default.fileExists(atPath: snapshot.path) else { return nil }
        switch rule {
        case .always:
            return nil
        case .ifMissing:
            return .kept(Self.recordedVersion(of: snapshot))
        case .ifNewer(let version):
            let current = Self.recordedVersion(of: snapshot)
            return version.replaces(current, at: now()) ? nil : .kept(current)
        }
    }

    /// The version the file at `snapshot` records in `explore_metadata`; `nil` when it records none or cannot be read.
    static func recordedVersion(of snapshot: URL) -> SnapshotVersion? {
        guard let queue = try? ReadOnlyOpening.queue(path: snapshot.path) else { return nil }
        defer { try? queue.close() }
        let text = try? queue.read { db -> String? in
            guard try db.tableExists("explore_metadata") else { return nil }
            return try String.fetchOne(
                db, sql: "SELECT CAST(value AS TEXT) FROM explore_metadata WHERE key = 'version'")
        }
        return text.flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }.map(SnapshotVersion.init(timestamp:))
    }
}
