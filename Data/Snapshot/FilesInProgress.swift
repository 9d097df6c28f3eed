import Foundation
import SnapshotFile
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files this process is writing beside snapshots: a download being staged, an import or a sample
/// being written. Each is named `.<destination>.<kind>-<pid>-<n>`, in the destination's folder.
///
/// A run that is interrupted leaves them behind, so they are removed two ways: at once, when the App's SIGINT or
/// SIGTERM handler calls ``removeAll()``; and, when the process was killed outright (SIGKILL, a power cut), by the
/// next writer, which removes those whose pid no longer runs (``LeftoverFiles``).
public enum FilesInProgress {
    /// What a temporary file is for; part of its name.
    enum Kind: String, CaseIterable {
        /// A snapshot being downloaded (the sync).
        case staging
        /// A snapshot being written by SQLite (an import, a generated sample), or a wallet archive being written.
        case tmp
        /// The directory of a wallet archive, unpacked to be imported.
        case unpacked
        /// A first-run sample written by earlier versions of the App, named `.<destination>.partial-<pid>`.
        case partial
    }

    /// The files of this process.
    static let registry = Registry()

    /// Deletes every temporary file this process is writing now, with SQLite's journal of it. The snapshots are
    /// untouched: they only ever change by a rename, which has either happened or not.
    ///
    /// Meant for the App's SIGINT and SIGTERM handler, right before the process exits: a writer still running
    /// afterwards fails, leaving the snapshot as it was.
    public static func removeAll() {
        registry.removeAll()
    }

    /// A fresh name beside `destination`, this process's until ``finished(_:)``.
    static func claim(beside destination: URL, kind: Kind) -> URL {
        registry.claim(beside: destination, kind: kind)
    }

    /// The file was renamed into place or deleted: it is no longer this process's to remove.
    static func finished(_ url: URL) {
        registry.finished(url)
    }

    /// The part of a temporary file's name before the pid: `.directory.db.staging-`.
    static func prefix(for destination: URL, kind: Kind) -> String {
        ".\(destination.lastPathComponent).\(kind.rawValue)-"
    }

    /// A set of files being written; the process has one (``registry``), the tests make their own.
    ///
    /// The signal relay's thread removes them while tasks claim and finish them: the set is behind a pthread lock
    /// (``PthreadLocked``), whose ordering ThreadSanitizer sees.
    final class Registry: Sendable {
        private let paths = PthreadLocked<Set<String>>([])
        private let counter = Atomic<Int>(0)

        func claim(beside destination: URL, kind: Kind) -> URL {
            let number = counter.add(1, ordering: .relaxed).newValue
            let name = "\(prefix(for: destination, kind: kind))\(getpid())-\(number)"
            let url = destination.deletingLastPathComponent().appendingPathComponent(name)
            paths.withLock { _ = $0.insert(url.path) }
            return url
        }

        func finished(_ url: URL) {
            paths.withLock { _ = $0.remove(url.path) }
        }

        /// Deletes the files, and the journal SQLite keeps beside one it is writing (the sync indexing a download,
        /// an import): a journal is tens of megabytes, and named after a file that is gone, nothing else removes it.
        func removeAll() {
            for path in paths.withLock({ $0 }) {
                _ = unlink(path)
                for companion in LeftoverFiles.sqliteCompanions { _ = unlink(path + companion) }
            }
        }
    }
}
