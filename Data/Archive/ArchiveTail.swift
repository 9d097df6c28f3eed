/// The comment of a ZIP archive, read from its last bytes alone: what a sync asks a server for (an HTTP range) to
/// learn a wallet archive's version before downloading it.
///
/// libzip opens whole archives only; this reads the one field a sync needs before there is a whole archive: the
/// end-of-central-directory record (signature `PK\5\6`, 22 bytes) is the last thing in an archive but its comment,
/// and ends with the comment's length. Once downloaded, the archive is opened by libzip, and its comment must say
/// the same.
enum ArchiveTail {
    /// The most an archive's end record and comment take: 22 bytes and a comment of up to 65,535.
    static let maximumLength = 22 + 65_535

    /// The comment's bytes, or `nil` when `tail` does not end with an end record and its whole comment.
    static func comment(in tail: [UInt8]) -> [UInt8]? {
        var start = tail.count - 22
        while start >= 0 {
            if tail[start] == 0x50, tail[start + 1] == 0x4B, tail[start + 2] == 0x05, tail[start + 3] == 0x06 {
                let length = Int(tail[start + 20]) | Int(tail[start + 21]) << 8
                if start + 22 + length == tail.count { return Array(tail[(start + 22)...]) }
            }
            start -= 1
        }
        return nil
    }
}
