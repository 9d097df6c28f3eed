import Domain
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a download is written to before it may replace the snapshot: `.<snapshot name>.staging-<pid>`.
///
/// It lives in the snapshot's own folder so the final `rename(2)` stays on one file system and is atomic. Whatever
/// happens to the process, the snapshot itself is only ever touched by that rename; a staging file left by a killed
/// process is recognised by the dead pid in its name (``StaleStagingFiles``).
final class StagingFile: Sendable {
    let url: URL
    private let descriptor: Int32
    private let writer: FileWriting
    private let isOpen = Mutex(true)

    /// Creates the staging file for `snapshot` and this process. Fails if it exists: another sync of the same
    /// snapshot is running in this process.
    init(beside snapshot: URL, writer: FileWriting = .system) throws(SyncError) {
        url = snapshot.deletingLastPathComponent()
            .appendingPathComponent(Self.name(for: snapshot, pid: getpid()))
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        self.writer = writer
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { throw .io("another sync of \(snapshot.path) is already running") }
            throw Self.error(code, doing: "create \(url.path)")
        }
    }

    /// `.directory.db.staging-1234` for `directory.db` and pid 1234.
    static func name(for snapshot: URL, pid: Int32) -> String {
        "\(prefix(for: snapshot))\(pid)"
    }

    /// The part of a staging file's name before the pid.
    static func prefix(for snapshot: URL) -> String {
        ".\(snapshot.lastPathComponent).staging-"
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

    /// Puts the staging file in place of `snapshot` in one step: a reader sees the old file or the new one, never
    /// a mix. Readers that already had the old file open keep reading it until they close it.
    func replace(_ snapshot: URL) throws(SyncError) {
        closeOnce()
        guard rename(url.path, snapshot.path) == 0 else { throw Self.error(errno, doing: "replace \(snapshot.path)") }
        // The rename is done and cannot be undone; syncing the folder only makes it survive a power cut, so a
        // failure here is not reported as a failed sync.
        let folder = open(snapshot.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            _ = close(folder)
        }
    }

    /// Closes and deletes the staging file; the snapshot is untouched.
    func discard() {
        closeOnce()
        _ = unlink(url.path)
    }

    private func closeOnce() {
        let wasOpen = isOpen.withLock { isOpen in
            defer { isOpen = false }
            return isOpen
        }
        if wasOpen { _ = close(descriptor) }
    }

    private static func error(_ code: Int32, doing action: String) -> SyncError {
        if code == ENOSPC || code == EDQUOT { return .noSpace }
        return .io("could not \(action): \(String(cString: strerror(code)))")
    }
}
