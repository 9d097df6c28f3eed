/// What can go wrong reading the merchant directory.
public enum DirectoryError: Error, Hashable, Sendable {
    /// The file is missing or cannot be opened. The string names the file.
    case unavailable(String)
    /// The file is not an SQLite database, or it is damaged.
    case corrupt(String)
    /// The file is an SQLite database, but not a merchant directory (no `merchant` table, say).
    case notADirectory(String)
    /// The file's schema version is one this program does not read.
    case unsupportedSchema(Int)
    case merchantNotFound(MerchantID)
    /// The query cannot be answered as asked; the string says why (Nearby without a position, say).
    case invalidQuery(String)
    /// The database failed while answering; the string is its message.
    case readFailed(String)
}
