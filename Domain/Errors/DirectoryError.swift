/// What can go wrong reading the merchant directory.
///
/// Cases carry facts (a path, an id, a version), never sentences: Presentation words them.
public enum DirectoryError: Error, Hashable, Sendable {
    /// There is no file at this path. The string is the path.
    case missing(String)
    /// The file exists but cannot be opened (its permissions, or a folder where a file belongs). The string names it.
    case unavailable(String)
    /// The file is not an SQLite database, or it is damaged.
    case corrupt(String)
    /// The file is an SQLite database, but not a merchant directory (no `merchant` table, say).
    case notADirectory(String)
    /// The file computes values of its own where a directory stores them (a generated column, a view, a virtual
    /// table, a trigger): the file, then what computes (`the generated column merchant.name`).
    case computedData(String, what: String)
    /// The file's last changes are still in its write-ahead log beside it (`PATH-wal`), which a read-only reader
    /// would not see: a copy of a file another program had open. The string is the path.
    case unsavedChanges(String)
    /// The file's schema version is one this program does not read.
    case unsupportedSchema(Int)
    case merchantNotFound(MerchantID)
    /// No ATM has this row id (an id from an older snapshot, say).
    case atmNotFound(Int64)
    /// No merchant location (or ATM, for an ATM search) names this territory; the names nearest to it, if any
    /// (``NameSuggestions``).
    case territoryNotFound(String, suggestions: [String])
    /// The query cannot be answered as asked.
    case invalidQuery(QueryProblem)
    /// The database failed while answering; the string is its message.
    case readFailed(String)
    /// A count the file stores (or a sum of them) is one no directory can have: negative, or past
    /// ``largestCount``. The string names the column (`explore_merchant_heads.locationCount`).
    case implausibleCount(String)
}

extension DirectoryError {
    /// The largest count of anything a directory file may store, and the largest sum of such counts: more locations
    /// than a file of a hundred gigabytes could hold, and small enough that adding two never overflows.
    public static let largestCount = Int(Int32.max)
}

/// Why a query cannot be answered as asked.
public enum QueryProblem: Hashable, Sendable {
    /// Nearby, or a radius, needs the user's position.
    case needsPosition
    /// A radius must be more than zero and at most this much.
    case radiusOutOfRange(maximum: Distance)
}
