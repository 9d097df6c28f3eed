import CLibZip
import Domain

/// WinZip AES of version 2 (AE-2: what zip4j, and so the Android wallet's publisher, and pyzipper write) stores 0
/// where the CRC-32 would be, and is checked by its authentication code (HMAC-SHA1) alone. Debian 12's libzip (1.7.3)
/// checks that 0 anyway, so a whole AE-2 entry read through ends in "CRC error" (libzip fixed it in 1.8.1). For such an
/// entry, a CRC error after every declared byte is set aside, and the authentication code is checked by a second
/// read of the decrypted, still compressed data, which libzip authenticates at its end without a CRC check.
extension WalletArchive {
    /// Whether a CRC error after `total` bytes is the one libzip 1.7.3 reports for every AE-2 entry.
    func isWholeAE2(_ total: Int64) -> Bool {
        entry.isAE2 && entry.declaredSize == total
    }

    /// Reads the entry's decrypted, compressed data through to its end: libzip checks the authentication code there.
    /// A mismatch (a damaged archive, or a password that passed its 2-byte check by chance) is
    /// ``ArchiveProblem/failsCheck``.
    func authenticate() throws(ArchiveFailure) {
        let flags = zip_flags_t(ZIP_FL_COMPRESSED)
        let opened = comment.withPassword { zip_fopen_index_encrypted(archive, entry.index, flags, $0) }
        guard let file = opened else { throw .problem(.failsCheck) }
        defer { zip_fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
            if count < 0 { throw .problem(.failsCheck) }
            if count == 0 { return }
        }
    }
}
