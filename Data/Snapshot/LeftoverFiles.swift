import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary files that writers whose process died (killed, say, or the machine lost power) left beside a
/// destination (``FilesInProgress``).
///
/// A temporary file's name carries its writer's pid. A file whose pid no longer names a running process can only be
/// the remains of an interrupted run, and is deleted; a file of a live process is another writer at work and is left
/// alone. A pid the system has since given to an unrelated process keeps its file until that process ends: harmless,
/// because every writer uses names of its own pid. Files whose names carry no pid are never touched.
enum LeftoverFiles {
    /// Deletes the temporary files of dead processes beside `destination`; returns the names it deleted.
    @discardableResult
    static func remove(beside destination: URL) -> [String] {
        let folder = destination.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = names.filter { name in
            guard let pid = writerPid(of: name, destination: destination) else { return false }
            return !isRunning(pid)
        }
        return stale.filter { unlink(folder.appendingPathComponent($0).path) == 0 }.sorted()
    }

    /// The files SQLite keeps beside a database while it writes it, named after it: a writer killed while SQLite
    /// wrote a temporary file (the sync indexing a download, an import) leaves its rollback journal beside it.
    static let sqliteCompanions = ["-journal", "-wal", "-shm"]

    /// The pid in a temporary file's name (`.directory.db.tmp-1234-7` or the older `.directory.db.staging-1234`), or
    /// in the name of SQLite's companion file of one (`.directory.db.tmp-1234-7-journal`).
    static func writerPid(of name: String, destination: URL) -> Int32? {
        let name = sqliteCompanions.first { name.hasSuffix($0) }.map { name.dropLast($0.count) } ?? name[...]
        for kind in FilesInProgress.Kind.allCases {
            let prefix = FilesInProgress.prefix(for: destination, kind: kind)
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(rest.count), rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                return nil
            }
            return Int32(rest[0])
        }
        return nil
    }

    /// Whether a process with this pid exists. `kill` with signal 0 checks without sending anything; `EPERM` means
    /// the process exists but belongs to someone else.
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
