/// What is wrong with a wallet archive: a ZIP archive whose comment is `TIMESTAMP#PASSWORD` and whose one entry
/// `explore.db`, encrypted with that password, is the directory (Docs/DataFiles.md).
///
/// An import (``ImportError/archive(_:_:)``) and a sync (``SyncError/archive(_:)``) refuse such an archive alike, and
/// nothing is left of it: the snapshot in use is unchanged.
public enum ArchiveProblem: Error, Hashable, Sendable, Codable {
    /// It is not a ZIP archive, or a damaged or cut-short one; the string is libzip's reason.
    case damaged(String)
    /// The archive has no comment, so neither a version nor a password.
    case noComment
    /// The comment names no password: it has no `#`, or nothing after it.
    case commentWithoutPassword
    /// What comes before the `#` (given here) is not a timestamp in milliseconds.
    case badTimestamp(String)
    /// No entry is named `explore.db`.
    case missingEntry
    /// Two entries have the same name (`explore.db` twice, say): which one is meant cannot be told.
    case duplicateEntry
    /// The comment's password does not open `explore.db`.
    case wrongPassword
    /// `explore.db` fails its own check (CRC-32, or AES's authentication code): the archive is damaged, or the
    /// password is wrong (traditional PKWARE encryption checks a password by one byte only).
    case failsCheck
    /// `explore.db` would inflate past this many bytes.
    case tooLarge(limit: Int64)
    /// `explore.db` uses a compression or an encryption this program cannot read; the string is libzip's reason.
    case unsupported(String)
}
