import CatalogExport
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The marker file in a folder `explore catalog` made, held under an exclusive `flock` while a run works in it.
///
/// Its text names the folder it was written for by device and inode (``FileIdentity``), which a rename keeps: a
/// marker proves a folder is ours only in that very folder, so an empty marker, one with other text, or one copied
/// into another folder (a backup of a site, say) proves nothing, and that folder is treated as someone else's.
///
/// The lock is what tells a live run's staging folder from the remains of a killed one: the kernel releases it when
/// the process ends, however it ends, and a pid reused by another process cannot fake it (ADR 0023). The marker's
/// text is written only once the lock is held, so a marker with the full text and no lock on it can only have been
/// left by a run that is gone.
final class CatalogFolderMarker: Sendable {
    /// The marker's file name.
    static let fileName = ".explore-catalog"

    /// The whole text of the marker in the folder with `identity`.
    static func text(for identity: FileIdentity) -> String {
        "Made by `explore catalog`. The next run replaces this whole folder.\nfolder \(identity)\n"
    }

    /// The open marker, or -1 once released.
    private let descriptor: Mutex<Int32>

    /// Creates the marker in `folder` afresh (an existing one is unlinked first, so a marker that is a hard link to
    /// another file is never written through), locks it, and writes its text.
    init(in folder: OpenFolder) throws(CatalogError) {
        unlinkat(folder.descriptor, Self.fileName, 0)
        let descriptor = openat(
            folder.descriptor, Self.fileName, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error("create") }
        // Blocking: another run's clean-up may hold it for the moment it takes to read the text and let go.
        guard flock(descriptor, LOCK_EX) == 0 else {
            let error = Self.error("lock")
            close(descriptor)
            throw error
        }
        let text = Array(Self.text(for: folder.identity).utf8)
        guard pwrite(descriptor, text, text.count, 0) == text.count else {
            let error = Self.error("write")
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

    /// Whether `folder` holds a marker written for it, locked or not: a folder `explore catalog` made.
    static func proves(_ folder: OpenFolder) -> Bool {
        guard let descriptor = openMarker(in: folder) else { return false }
        close(descriptor)
        return true
    }

    /// Whether `folder` holds a marker written for it that no live process has locked: the remains of a run that
    /// was killed. Returns the open, locked marker so that nobody can take the folder while it is removed.
    static func abandoned(_ folder: OpenFolder) -> Int32? {
        guard let descriptor = openMarker(in: folder) else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// The marker of `folder`, open, when it is a regular file holding exactly the text for this folder.
    private static func openMarker(in folder: OpenFolder) -> Int32? {
        let descriptor = openat(folder.descriptor, fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let expected = Array(text(for: folder.identity).utf8)
        var status = stat()
        var text = [UInt8](repeating: 0, count: expected.count + 1)
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            pread(descriptor, &text, text.count, 0) == expected.count, Array(text.prefix(expected.count)) == expected
        else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    private static func error(_ action: String) -> CatalogError {
        .output("Cannot \(action) the folder marker \(fileName): \(String(cString: strerror(errno))).")
    }
}
