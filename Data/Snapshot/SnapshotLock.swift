import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writer lock of the snapshots in one folder: an exclusive `flock(2)` on the folder itself.
///
/// Whatever replaces a snapshot (a sync, an import, the first run's sample, `generate` onto it) holds it around its
/// last check and its rename, so two writers never interleave their check-then-rename. The lock belongs to the open
/// folder, so the system releases it when the process ends, however it ends; and since it is the folder that is
/// locked, no lock file is left beside the snapshot. Writers of different files in one folder wait for each other
/// for the few milliseconds a check and a rename take.
final class SnapshotLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock of `snapshot`'s folder, waiting for its holder if there is one; `waiting` is called once,
    /// before such a wait.
    ///
    /// Blocks the calling thread: call it off Swift concurrency's cooperative pool.
    static func acquire(for snapshot: URL, waiting: () -> Void) throws(LockFailure) -> SnapshotLock {
        let path = snapshot.deletingLastPathComponent().path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LockFailure(code: errno, path: path) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else { throw closing(descriptor, LockFailure(code: errno, path: path)) }
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw closing(descriptor, LockFailure(code: errno, path: path)) }
            }
        }
        return SnapshotLock(descriptor: descriptor)
    }

    /// Lets the next writer in.
    func release() {
        _ = close(descriptor)
    }

    private static func closing(_ descriptor: Int32, _ failure: LockFailure) -> LockFailure {
        _ = close(descriptor)
        return failure
    }

    /// Why the lock could not be taken.
    struct LockFailure: Error {
        let code: Int32
        let path: String

        var reason: String { "could not lock the folder \(path): \(String(cString: strerror(code)))" }
    }
}
