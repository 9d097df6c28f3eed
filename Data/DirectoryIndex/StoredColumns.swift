import GRDB
import SnapshotFile

/// Columns read by position in a row selected by ``SnapshotFile/TableColumns/selection(_:)``: the accelerated directory's
/// records read their values in case order with ``values(of:from:reading:)``.
///
/// A record reads a row selected by ``selection(_:)`` with ``values(of:from:)``: each value comes paired with its
/// column, so the record switches over columns, and the compiler checks that every column is read. Reading by
/// position in our own selection costs nothing per value, where GRDB's lookup by name scans the row's columns
/// (case-insensitively) for every value; the selection itself names the file's columns, so the file's column order
/// never matters.
protocol StoredColumns: TableColumns {}

extension StoredColumns {
    /// The values of a row selected by ``selection(_:)`` (starting at column `start` when other columns come
    /// first), each with its column. With `reading`, a mask in case order, a column it leaves out comes as NULL
    /// without being read.
    static func values(of row: Row, from start: Int = 0, reading: [Bool]? = nil) -> StoredValues<Self> {
        StoredValues(row: row, index: start, reading: reading)
    }
}

/// The values of a selected row paired with their columns, in the order of ``StoredColumns``.
///
/// Reads by index: iterating GRDB's `Row` as a collection also builds each column's name, which a row read in place
/// from a cursor makes anew for every value. Each value is read by its storage class through ``StoredCell``.
struct StoredValues<Columns: StoredColumns>: Sequence, IteratorProtocol {
    let row: Row
    var index: Int
    /// Which columns to read, in case order; `nil` reads them all.
    let reading: [Bool]?
    private var position = 0
    private var columns = Columns.allCases.makeIterator()

    init(row: Row, index: Int, reading: [Bool]? = nil) {
        self.row = row
        self.index = index
        self.reading = reading
    }

    mutating func next() -> (Columns, DatabaseValue)? {
        guard index < row.count, let column = columns.next() else { return nil }
        defer { (index, position) = (index + 1, position + 1) }
        guard reading?[position] ?? true else { return (column, .null) }
        return (column, StoredCell.value(of: row, at: index))
    }
}
