import Domain
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a download is written to before it may replace the snapshot: `.<snapshot name>.staging-<pid>-<n>`.
///
/// It lives in the snapshot's own folder so the final `rename(2)` stays on one file system and is atomic. Whatever
/// happens to the process, the snapshot itself is only ever touched by that rename (``SnapshotReplacement``); a
/// staging file that an interrupted process left is removed at once on SIGINT or SIGTERM, or later by its dead pid
/// (``FilesInProgress``, ``LeftoverFiles``).
final class StagingFile: Sendable {
    let url: URL
    private let descriptor: Int32
    private let writer: FileWriting
    private let isOpen = Mutex(true)

    /// Creates a staging file for `snapshot`, under a name no other writer uses.
    init(beside snapshot: URL, writer: FileWriting = .system) throws(SyncError) {
        url = FilesInProgress.claim(beside: snapshot, kind: .staging)
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        self.writer = writer
        guard descriptor >= 0 else {
            let code = errno
            FilesInProgress.finished(url)
            throw Self.error(code, doing: "create \(url.path)")
        }
    }

    /// Appends bytes, retrying short writes.
    func write(_ bytes: UnsafeRawBufferPointer) throws(SyncError) {
        var offset = 0
        while offset < bytes.count {
            let written = writer.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw Self.error(code, doing: "write \(url.path)")
            }
            offset += written
        }
    }

    /// Flushes the bytes to the disk and closes the file, so that a power cut after the rename cannot leave a
    /// snapshot that is named right but holds stale blocks.
    func finish() throws(SyncError) {
        guard fsync(descriptor) == 0 else { throw Self.error(errno, doing: "flush \(url.path)") }
        closeOnce()
    }

    /// Puts the staging file in place of the snapshot if `rule` allows it (``SnapshotReplacement``); a file the
    /// rule keeps out is deleted.
    func replace(
        using replacement: SnapshotReplacement, rule: SnapshotReplacement.Rule
    ) throws(SyncError) -> SnapshotReplacement.Outcome {
        closeOnce()
        let outcome: SnapshotReplacement.Outcome
        do {
            outcome = try replacement.replace(with: url, rule: rule)
        } catch {
            throw Self.error(error.code, reason: error.reason)
        }
        if case .kept = outcome { _ = unlink(url.path) }
        FilesInProgress.finished(url)
        return outcome
    }

    /// Closes and deletes the staging file; the snapshot is untouched.
    func discard() {
        closeOnce()
        _ = unlink(url.path)
        FilesInProgress.finished(url)
    }

    private func closeOnce() {
        let wasOpen = isOpen.withLock { isOpen in
            defer { isOpen = false }
            return isOpen
        }
        if wasOpen { _ = close(descriptor) }
    }

    private static func error(_ code: Int32, doing action: String) -> SyncError {
        error(code, reason: "could not \(action): \(String(cString: strerror(code)))")
    }

    /// A full disk is a fact of its own, whatever was being done; anything else keeps its reason.
    private static func error(_ code: Int32, reason: String) -> SyncError {
        code == ENOSPC || code == EDQUOT ? .noSpace : .io(reason)
    }
}
