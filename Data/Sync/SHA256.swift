import CLibCrypto

/// A SHA-256 computed a chunk at a time, by OpenSSL's `libcrypto` (Docs/adr/0018-snapshot-sync.md): a download
/// is hashed as it arrives and a published file as it is read, in constant memory.
final class SHA256 {
    private let context: OpaquePointer

    /// Starts an empty hash.
    init() {
        // Only running out of memory fails these two calls, which no program recovers from.
        guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            fatalError("OpenSSL could not start a SHA-256")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Adds `bytes` to what is hashed.
    func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        EVP_DigestUpdate(context, base, bytes.count)
    }

    /// The digest of everything added so far, as manifests write it: 64 lower-case hexadecimal digits. More may be
    /// added afterwards (the digest is taken from a copy of the hash).
    func digest() -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard let copy = EVP_MD_CTX_new() else { fatalError("OpenSSL could not copy a SHA-256") }
        defer { EVP_MD_CTX_free(copy) }
        guard EVP_MD_CTX_copy_ex(copy, context) == 1, EVP_DigestFinal_ex(copy, &digest, &length) == 1 else {
            fatalError("OpenSSL could not finish a SHA-256")
        }
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(2 * Int(length))
        for byte in digest.prefix(Int(length)) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
