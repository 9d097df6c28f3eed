import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Staging files left beside a snapshot by syncs whose process died (killed, say, or the machine lost power).
///
/// A staging file's name carries its writer's pid. A file whose pid no longer names a running process can only be
/// the remains of an interrupted sync, and is deleted; a file of a live process is another sync at work and is left
/// alone. A pid the system has since given to an unrelated process keeps its file until that process ends: harmless,
/// because the next sync uses its own pid's name.
enum StaleStagingFiles {
    /// Deletes the staging files of dead processes beside `snapshot`; returns the names it deleted.
    @discardableResult
    static func remove(beside snapshot: URL) -> [String] {
        let folder = snapshot.deletingLastPathComponent()
        let prefix = StagingFile.prefix(for: snapshot)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = names.filter { name in
            guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)) else { return false }
            return !isRunning(pid)
        }
        return stale.filter { unlink(folder.appendingPathComponent($0).path) == 0 }.sorted()
    }

    /// Whether a process with this pid exists. `kill` with signal 0 checks without sending anything; `EPERM` means
    /// the process exists but belongs to someone else.
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
