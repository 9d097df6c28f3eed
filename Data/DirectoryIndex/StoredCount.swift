import Domain
import GRDB
import SnapshotFile

/// A count that a derived table stores, or a sum of such counts that SQL made: read so that no arithmetic on it can
/// overflow.
///
/// A published file's derived tables are as the publisher wrote them: `locationCount = 2^62` in the heads table once
/// stopped every catalog on an arithmetic overflow. A count outside 0...``DirectoryError/largestCount`` refuses the
/// file as damaged (``DirectoryError/implausibleCount(_:)``); what is not a whole number reads as none, as
/// ``StoredValue`` reads everything else.
enum StoredCount {
    /// The heads table's count of a merchant's visible locations.
    static let locations = "\(MerchantHeads.Columns.table).\(MerchantHeads.Columns.locationCount.rawValue)"

    /// The count `value` holds; `nil` when it holds no whole number (NULL, text, a blob).
    static func read(_ value: DatabaseValue, column: String) throws(DirectoryError) -> Int? {
        guard let number = StoredValue.int64(value) else { return nil }
        guard (0...Int64(DirectoryError.largestCount)).contains(number) else { throw .implausibleCount(column) }
        return Int(number)
    }

    /// SQL for `column`'s count when it is one ``read(_:column:)`` takes, else one past the largest: a `sum()` of it
    /// is past the largest exactly when a term or the total is, and stays far from SQLite's integer overflow (which
    /// would be an error, not a crash, anyway).
    static func boundedSQL(_ column: String) -> String {
        "CASE WHEN \(column) BETWEEN 0 AND \(DirectoryError.largestCount) THEN \(column) "
            + "ELSE \(DirectoryError.largestCount + 1) END"
    }

    /// `total + count`, or the file refused when the sum passes ``DirectoryError/largestCount``: both are at most
    /// that, so the addition itself never overflows.
    static func sum(_ total: Int, _ count: Int, column: String) throws(DirectoryError) -> Int {
        let sum = total + count
        guard sum <= DirectoryError.largestCount else { throw .implausibleCount(column) }
        return sum
    }
}
