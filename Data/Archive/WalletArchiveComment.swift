import Domain

/// A wallet archive's comment, `TIMESTAMP#PASSWORD`: the publication version (milliseconds since 1970) and the
/// password of its entry `explore.db`.
///
/// The password is everything after the first `#`, kept as bytes: libzip takes it as a C string, so it may hold any
/// byte but NUL.
struct WalletArchiveComment: Equatable {
    /// The publication version, from the digits before the `#`.
    let version: SnapshotVersion
    /// The password's bytes, without a terminating NUL.
    let password: [UInt8]

    /// Reads a comment as the archive holds it (raw bytes, in no particular encoding).
    init(_ bytes: some Collection<UInt8>) throws(ArchiveProblem) {
        guard !bytes.isEmpty else { throw .noComment }
        guard let separator = bytes.firstIndex(of: UInt8(ascii: "#")) else { throw .commentWithoutPassword }
        let digits = bytes[..<separator]
        let text = String(decoding: digits, as: UTF8.self)
        // Eighteen digits reach beyond any plausible time and stay within Int64.
        guard (1...18).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }),
            let timestamp = Int64(text)
        else { throw .badTimestamp(String(text.prefix(40))) }
        let password = Array(bytes[bytes.index(after: separator)...])
        // `TIMESTAMP#` names no password: libzip would refuse the empty one as an "invalid argument".
        guard !password.isEmpty else { throw .commentWithoutPassword }
        guard !password.contains(0) else { throw .unsupported("its password holds a NUL byte") }
        version = SnapshotVersion(timestamp: timestamp)
        self.password = password
    }

    /// Calls `body` with the password as a NUL-terminated C string.
    func withPassword<Result>(_ body: (UnsafePointer<CChar>?) throws -> Result) rethrows -> Result {
        try (password.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress) }
    }
}
