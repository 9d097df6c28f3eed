import CatalogExport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The marker file in a folder `explore catalog` made, held under an exclusive `flock` while a run works in it.
///
/// The lock is what tells a live run's staging folder from the remains of a killed one: the kernel releases it when
/// the process ends, however it ends, and a pid reused by another process cannot fake it (ADR 0015). The marker's
/// text is written only once the lock is held, so a marker with the full text and no lock on it can only have been
/// left by a run that is gone.
final class CatalogFolderMarker: Sendable {
    /// The open marker, or -1 once released.
    private let descriptor: Mutex<Int32>

    /// Creates the marker in `folder` (or opens the one already there), locks it, and writes its text.
    init(in folder: URL) throws(CatalogError) {
        let path = folder.appendingPathComponent(StagedCatalogDirectory.markerFileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error("create \(path)") }
        // Blocking: another run's clean-up may hold it for the moment it takes to read the text and let go.
        guard flock(descriptor, LOCK_EX) == 0, ftruncate(descriptor, 0) == 0 else {
            let error = Self.error("lock \(path)")
            close(descriptor)
            throw error
        }
        let text = Array(StagedCatalogDirectory.markerText.utf8)
        guard pwrite(descriptor, text, text.count, 0) == text.count else {
            let error = Self.error("write \(path)")
            close(descriptor)
            throw error
        }
        self.descriptor = Mutex(descriptor)
    }

    deinit { release() }

    /// Lets go of the lock; the marker file stays.
    func release() {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
        }
    }

    /// Whether `folder` holds a marker with the full text that no live process has locked: the remains of a run
    /// that was killed. Returns the open, locked marker so that nobody can take the folder while it is removed.
    static func abandoned(_ folder: URL) -> Int32? {
        let path = folder.appendingPathComponent(StagedCatalogDirectory.markerFileName).path
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let expected = Array(StagedCatalogDirectory.markerText.utf8)
        var text = [UInt8](repeating: 0, count: expected.count + 1)
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, pread(descriptor, &text, text.count, 0) == expected.count,
            Array(text.prefix(expected.count)) == expected
        else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    private static func error(_ action: String) -> CatalogError {
        .output("Cannot \(action): \(String(cString: strerror(errno))).")
    }
}
