import CLibZip
import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A wallet archive opened for reading with libzip: its comment and its one entry `explore.db`
/// (Docs/adr/0020-wallet-archives.md).
///
/// Nothing is ever written from an entry's name: the entry is found by comparing names, and its bytes go to a file the
/// caller opened (``extractDatabase(to:limit:)``).
final class WalletArchive {
    /// The name of the entry that holds the directory.
    static let entryName = "explore.db"

    /// What the archive's headers say of `explore.db`.
    struct Entry {
        let index: zip_uint64_t
        /// The size the headers declare, when they do.
        let declaredSize: Int64?
        /// Whether it is WinZip AES of version 2 (AE-2), which stores no CRC-32 (0 in its place) and is checked by
        /// its authentication code alone.
        let isAE2: Bool
    }

    let archive: OpaquePointer
    let comment: WalletArchiveComment
    let entry: Entry

    /// Opens the archive at `path` (a regular file the caller checked) and finds its comment and its entry.
    init(path: String) throws(ArchiveProblem) {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
            // libzip refuses two entries of the same name when it checks an archive's consistency.
            throw code == ZIP_ER_EXISTS ? .duplicateEntry : .damaged(Self.message(code))
        }
        let contents: (WalletArchiveComment, Entry)
        do throws(ArchiveProblem) {
            contents = try Self.contents(of: archive)
        } catch {
            zip_discard(archive)
            throw error
        }
        self.archive = archive
        (comment, entry) = contents
    }

    deinit {
        // Opened read-only: discarding closes it without writing anything.
        zip_discard(archive)
    }

    /// Decrypts and inflates `explore.db` into the open file `descriptor`, at most `limit` bytes: one more, and the
    /// extraction stops with ``ArchiveProblem/tooLarge(limit:)``. Returns the bytes written.
    func extractDatabase(to descriptor: Int32, limit: Int64) throws(ArchiveFailure) -> Int64 {
        if let declaredSize = entry.declaredSize, declaredSize > limit { throw .problem(.tooLarge(limit: limit)) }
        let opened = comment.withPassword { zip_fopen_index_encrypted(archive, entry.index, 0, $0) }
        guard let file = opened else {
            throw .problem(Self.problem(opening: zip_error_code_zip(zip_get_error(archive)), archive))
        }
        defer { zip_fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        var total: Int64 = 0
        while true {
            let wanted = min(Int64(buffer.count), limit + 1 - total)
            let count = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t(wanted)) }
            if count < 0 {
                let error = zip_file_get_error(file)
                guard zip_error_code_zip(error) == ZIP_ER_CRC else {
                    throw .problem(.damaged(String(cString: zip_error_strerror(error))))
                }
                guard isWholeAE2(total) else { throw .problem(.failsCheck) }
                try authenticate()
                break
            }
            if count == 0 { break }
            total += count
            if total > limit { throw .problem(.tooLarge(limit: limit)) }
            // withUnsafeBytes rethrows untyped errors, so the typed error travels out in a Result.
            try buffer.withUnsafeBytes { bytes in
                Result { () throws(ArchiveFailure) in
                    try Self.writeAll(UnsafeRawBufferPointer(rebasing: bytes[..<Int(count)]), to: descriptor)
                }
            }.get()
        }
        if let declaredSize = entry.declaredSize, declaredSize != total {
            throw .problem(.damaged("explore.db holds \(total) bytes, not the \(declaredSize) its header declares"))
        }
        return total
    }

    /// The comment, and what the headers say of the entry.
    private static func contents(of archive: OpaquePointer) throws(ArchiveProblem) -> (WalletArchiveComment, Entry) {
        var length: Int32 = 0
        let text = zip_get_archive_comment(archive, &length, zip_flags_t(ZIP_FL_ENC_RAW))
        let bytes = text.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(max(0, length)))) } ?? []
        let comment = try WalletArchiveComment(bytes)
        let index = try entry(in: archive)
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat_index(archive, index, 0, &stat) == 0 else { throw .damaged(error(archive)) }
        let size = stat.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0 ? Int64(clamping: stat.size) : nil
        let aes = [ZIP_EM_AES_128, ZIP_EM_AES_192, ZIP_EM_AES_256].map { zip_uint16_t($0) }
        let isAE2 =
            stat.valid & zip_uint64_t(ZIP_STAT_ENCRYPTION_METHOD) != 0 && aes.contains(stat.encryption_method)
            && stat.valid & zip_uint64_t(ZIP_STAT_CRC) != 0 && stat.crc == 0
        return (comment, Entry(index: index, declaredSize: size, isAE2: isAE2))
    }

    /// The index of the one entry named `explore.db`; a second one, or none, is refused.
    private static func entry(in archive: OpaquePointer) throws(ArchiveProblem) -> zip_uint64_t {
        let count = zip_get_num_entries(archive, 0)
        var found: zip_uint64_t?
        for index in 0..<zip_uint64_t(max(0, count)) {
            guard let name = zip_get_name(archive, index, zip_flags_t(ZIP_FL_ENC_RAW)) else { continue }
            guard strcmp(name, entryName) == 0 else { continue }
            guard found == nil else { throw .duplicateEntry }
            found = index
        }
        guard let found else { throw .missingEntry }
        return found
    }

    private static func problem(opening code: Int32, _ archive: OpaquePointer) -> ArchiveProblem {
        switch code {
        case ZIP_ER_WRONGPASSWD, ZIP_ER_NOPASSWD: .wrongPassword
        case ZIP_ER_ENCRNOTSUPP, ZIP_ER_COMPNOTSUPP: .unsupported(message(code))
        default: .damaged(error(archive))
        }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(ArchiveFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = write(
                descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]).baseAddress, bytes.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .write(code: code, reason: String(cString: strerror(code)))
            }
            offset += written
        }
    }

    /// libzip's words for an error code.
    static func message(_ code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return String(cString: zip_error_strerror(&error))
    }

    /// libzip's words for the last error of `archive`.
    static func error(_ archive: OpaquePointer) -> String {
        String(cString: zip_strerror(archive))
    }
}

/// Why reading a wallet archive failed: the archive itself, or writing what it holds.
enum ArchiveFailure: Error, Equatable {
    case problem(ArchiveProblem)
    /// Writing the extracted entry failed with this `errno`.
    case write(code: Int32, reason: String)
}
