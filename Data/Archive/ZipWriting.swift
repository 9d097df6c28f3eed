import CLibZip
import Foundation

/// A one-entry ZIP archive made in memory by libzip: the entry deflated and encrypted with WinZip AES-256.
///
/// libzip writes an archive it opened from a file to a temporary file of its own naming, which a killed process would
/// leave behind; an archive opened from a memory buffer is written into that buffer, and the caller puts the bytes in
/// place under a name it owns.
enum ZipWriting {
    /// Why libzip could not write the archive, in its own words.
    struct Failure: Error {
        let reason: String
    }

    /// The archive's bytes: `entry` read from `file`, compressed, encrypted with the comment's password (what follows
    /// the first `#`), and the archive's comment.
    static func archive(entry: String, from file: URL, comment: String) throws(Failure) -> Data {
        let password = comment.firstIndex(of: "#").map { String(comment[comment.index(after: $0)...]) } ?? ""
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let buffer = zip_source_buffer_create(nil, 0, 0, &error) else { throw failure(&error) }
        defer { zip_source_free(buffer) }
        guard let archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error) else { throw failure(&error) }
        // The archive's bytes outlive zip_close, which releases the archive's hold on the buffer: it is read after.
        zip_source_keep(buffer)
        guard let source = zip_source_file_create(file.path, 0, 0, &error) else {
            zip_discard(archive)
            throw failure(&error)
        }
        let index = zip_file_add(archive, entry, source, zip_flags_t(ZIP_FL_ENC_UTF_8))
        let comment = Array(comment.utf8)
        guard index >= 0 else {
            zip_source_free(source)
            return try discard(archive)
        }
        guard zip_set_file_compression(archive, zip_uint64_t(index), ZIP_CM_DEFLATE, 9) == 0,
            zip_file_set_encryption(archive, zip_uint64_t(index), zip_uint16_t(ZIP_EM_AES_256), password) == 0,
            zip_set_archive_comment(archive, comment.map { CChar(bitPattern: $0) }, zip_uint16_t(comment.count)) == 0,
            zip_close(archive) == 0
        else { return try discard(archive) }
        return try contents(of: buffer)
    }

    /// Everything written into a buffer source.
    private static func contents(of buffer: OpaquePointer) throws(Failure) -> Data {
        guard zip_source_open(buffer) == 0 else {
            throw Failure(reason: String(cString: zip_error_strerror(zip_source_error(buffer))))
        }
        defer { zip_source_close(buffer) }
        var bytes = Data()
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes {
                zip_source_read(buffer, $0.baseAddress, zip_uint64_t($0.count))
            }
            if count < 0 { throw Failure(reason: String(cString: zip_error_strerror(zip_source_error(buffer)))) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<Int(count)])
        }
    }

    private static func discard(_ archive: OpaquePointer) throws(Failure) -> Data {
        let reason = String(cString: zip_strerror(archive))
        zip_discard(archive)
        throw Failure(reason: reason)
    }

    private static func failure(_ error: inout zip_error_t) -> Failure {
        Failure(reason: String(cString: zip_error_strerror(&error)))
    }
}
