import CatalogExport
import SnapshotFile

/// The staging folders of this process's catalog runs, for the signal handler (``InterruptCleanup``): a signal
/// removes them, and no run swaps its folder in once a signal came.
///
/// Swaps, new files and the handler take the same lock, so the handler either waits for a swap that has begun (the
/// new catalog is in place, whole) or stops every later one, and no file appears in a folder it is removing.
enum CatalogsInProgress {
    private struct State {
        var stopped = false
        var discards: [String: @Sendable () -> Void] = [:]
    }

    private static let state = PthreadLocked(State())

    /// Registers a staging folder by its path, with what removes it.
    static func begin(_ path: String, discard: @escaping @Sendable () -> Void) {
        state.withLock { $0.discards[path] = discard }
    }

    /// The folder was swapped in or removed.
    static func end(_ path: String) {
        _ = state.withLock { $0.discards.removeValue(forKey: path) }
    }

    /// Runs `swap`, which moves the staging folder at `path` into place, unless a signal is ending the process;
    /// once it succeeds, the folder is no longer one to remove.
    static func swap(_ path: String, _ swap: () throws(CatalogError) -> Void) throws(CatalogError) {
        try state.withLock { state throws(CatalogError) in
            guard !state.stopped else { throw CatalogError.output("The catalog was interrupted.") }
            try swap()
            state.discards.removeValue(forKey: path)
        }
    }

    /// Runs `create`, which adds a file or folder to a staging folder, unless a signal is ending the process: once
    /// the handler has begun removing the folders, nothing new appears in them.
    static func creating<T>(_ create: () throws(CatalogError) -> T) throws(CatalogError) -> T {
        try state.withLock { state throws(CatalogError) in
            guard !state.stopped else { throw CatalogError.output("The catalog was interrupted.") }
            return try create()
        }
    }

    /// Removes every staging folder and refuses every later swap; for the signal handler, right before it exits.
    static func stopAll() {
        state.withLock { state in
            state.stopped = true
            for discard in state.discards.values { discard() }
            state.discards.removeAll()
        }
    }
}
