import GRDB

/// The columns of one table (or common table expression) that the reader names, declared once: a `String` enum
/// whose cases are the columns' names (GRDB's `ColumnExpression` idiom). A query selects them by name
/// (``selection(_:)``), a record reads them by name, so the file's column order never matters.
public protocol TableColumns: ColumnExpression, CaseIterable, Sendable, RawRepresentable<String>
where AllCases == [Self] {
    /// The table (or common table expression) the columns belong to.
    static var table: String { get }
}

extension TableColumns {
    /// The column's place in ``allCases``, which lists every case.
    public var position: Int {
        guard let position = Self.allCases.firstIndex(where: { $0.rawValue == rawValue }) else {
            preconditionFailure("\(rawValue) is a case")
        }
        return position
    }

    /// Every column as `expression AS name`, in case order: a SELECT list whose values keep the columns' names.
    public static func selection(_ expression: (Self) -> String) -> String {
        allCases.map { "\(expression($0)) AS \($0.rawValue)" }.joined(separator: ", ")
    }
}
