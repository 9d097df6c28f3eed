import Domain
import Foundation
import SnapshotFile

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directory of a wallet archive, unpacked into a temporary file beside a snapshot (named for the snapshot and
/// this process, `.<snapshot>.unpacked-<pid>-<n>`, never from the entry's name), to be imported from there.
///
/// The file is this process's (``FilesInProgress``) until ``remove()``: removed on SIGINT or SIGTERM, and by the next
/// writer after a kill.
struct UnpackedArchive {
    /// The unpacked `explore.db`.
    let file: URL
    /// The archive's comment: its publication version.
    let comment: WalletArchiveComment

    /// The most an entry may inflate to: twenty times its archive (a directory compresses about three times), at
    /// least 64 MiB, and never more than the largest snapshot a sync accepts.
    static func entryLimit(archiveSize: Int64) -> Int64 {
        min(
            SnapshotSizeLimit.bytes,
            max(archiveSize.multipliedReportingOverflow(by: 20).partialValue, 64 << 20))
    }

    /// Whether the file at `path` starts as a ZIP archive does (a local file header, or the end record of an empty
    /// archive). A path that cannot be read is not one: the directory checks then say what is wrong with it.
    static func isArchive(_ path: String) -> Bool {
        guard let handle = try? SourceFile.open(path) else { return false }
        defer { try? handle.close() }
        let start = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        return start == [0x50, 0x4B, 0x03, 0x04] || start == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Unpacks `explore.db` of the archive at `path` beside `destination`, within ``entryLimit(archiveSize:)`` (or
    /// `limit`). On any error nothing is left.
    static func unpack(
        _ path: String, beside destination: URL, limit: Int64? = nil
    ) throws(ArchiveFailure) -> UnpackedArchive {
        var info = stat()
        let size = stat(path, &info) == 0 ? Int64(info.st_size) : 0
        let archive: WalletArchive
        do {
            archive = try WalletArchive(path: path)
        } catch {
            throw .problem(error)
        }
        let file = FilesInProgress.claim(beside: destination, kind: .unpacked)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            FilesInProgress.finished(file)
            throw .write(code: code, reason: "could not create \(file.path): \(String(cString: strerror(code)))")
        }
        let unpacked = UnpackedArchive(file: file, comment: archive.comment)
        do throws(ArchiveFailure) {
            _ = try archive.extractDatabase(to: descriptor, limit: limit ?? entryLimit(archiveSize: size))
            guard fsync(descriptor) == 0 else {
                let code = errno
                throw .write(code: code, reason: String(cString: strerror(code)))
            }
            close(descriptor)
        } catch {
            close(descriptor)
            unpacked.remove()
            throw error
        }
        return unpacked
    }

    /// Deletes the unpacked file.
    func remove() {
        _ = unlink(file.path)
        FilesInProgress.finished(file)
    }
}
