import CatalogExport
import Foundation

/// The staging folders of this process's catalog runs, for the signal handler (``InterruptCleanup``): a signal
/// removes them, and no run swaps its folder in once a signal came.
///
/// Swaps, new files and the handler take the same lock, so the handler either waits for a swap that has begun (the
/// new catalog is in place, whole) or stops every later one, and no file appears in a folder it is removing.
public enum CatalogsInProgress {
    private struct State {
        var stopped = false
        var discards: [String: @Sendable () -> Void] = [:]
    }

    /// A pthread mutex (`NSLock`), not Synchronization's `Mutex`: the signal relay's thread takes it, and
    /// ThreadSanitizer sees a pthread mutex's ordering and not a futex's (Docs/Conventions.md).
    private static let lock = NSLock()
    nonisolated(unsafe) private static var state = State()

    /// Registers a staging folder by its path, with what removes it.
    static func begin(_ path: String, discard: @escaping @Sendable () -> Void) {
        lock.withLock { state.discards[path] = discard }
    }

    /// The folder was swapped in or removed.
    static func end(_ path: String) {
        _ = lock.withLock { state.discards.removeValue(forKey: path) }
    }

    /// Runs `swap`, which moves the staging folder at `path` into place, unless a signal is ending the process;
    /// once it succeeds, the folder is no longer one to remove.
    static func swap(_ path: String, _ swap: () throws(CatalogError) -> Void) throws(CatalogError) {
        lock.lock()
        defer { lock.unlock() }
        guard !state.stopped else { throw CatalogError.output("The catalog was interrupted.") }
        try swap()
        state.discards.removeValue(forKey: path)
    }

    /// Runs `create`, which adds a file or folder to a staging folder, unless a signal is ending the process: once
    /// the handler has begun removing the folders, nothing new appears in them.
    static func creating<T>(_ create: () throws(CatalogError) -> T) throws(CatalogError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !state.stopped else { throw CatalogError.output("The catalog was interrupted.") }
        return try create()
    }

    /// Removes every staging folder and refuses every later swap; for the signal handler, right before it exits.
    public static func stopAll() {
        lock.withLock {
            state.stopped = true
            for discard in state.discards.values { discard() }
            state.discards.removeAll()
        }
    }
}
