import GRDB

/// Reads a column by name into a Swift value without ever trapping.
///
/// GRDB's typed subscripts stop the program when a value cannot convert; directory files come from elsewhere,
/// so a REAL in a TEXT column or `"abc"` in `latitude` must read as something sensible (or `nil`) instead.
public enum StoredValue {
    /// The text of `column` in `row` (``string(_:)``); `nil` for a column it lacks.
    public static func string(_ row: Row, _ column: String) -> String? {
        string(value(row, column))
    }

    /// The value as text, at most ``StoredText/longest`` scalars of it (``StoredText/bounded(_:)``).
    public static func string(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case .string(let text): StoredText.bounded(text)
        case .int64(let number): String(number)
        case .double(let number): String(number)
        case .blob, .null: nil
        }
    }

    /// The integer of `column` in `row` (``int64(_:)``); `nil` for a column it lacks.
    public static func int64(_ row: Row, _ column: String) -> Int64? {
        int64(value(row, column))
    }

    /// An integer, from an INTEGER, a REAL within range (cut) or trimmed digits; `nil` otherwise.
    public static func int64(_ value: DatabaseValue) -> Int64? {
        switch value.storage {
        case .int64(let number): number
        case .double(let number) where number.isFinite && abs(number) < 9e18: Int64(number)
        case .string(let text): Int64(StoredText.trimmed(text))
        default: nil
        }
    }

    /// The integer of `column` in `row` as an `Int`; `nil` for a column it lacks.
    public static func int(_ row: Row, _ column: String) -> Int? {
        int(value(row, column))
    }

    /// ``int64(_:)`` as an `Int`, when it fits.
    public static func int(_ value: DatabaseValue) -> Int? {
        int64(value).flatMap { Int(exactly: $0) }
    }

    /// A discount in basis points: an integer that fits in 32 bits, as the catalog's schema (`xs:int`) and
    /// the accelerated adapter's `DirectorySQL` require; anything larger is refused (`nil`), not trusted.
    public static func basisPoints(_ value: DatabaseValue) -> Int? {
        int64(value).flatMap { Int32(exactly: $0) }.map(Int.init)
    }

    /// The number of `column` in `row` (``double(_:)``); `nil` for a column it lacks.
    public static func double(_ row: Row, _ column: String) -> Double? {
        double(value(row, column))
    }

    /// A number, from a REAL, an INTEGER or trimmed digits; `nil` otherwise.
    public static func double(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .double(let number): number
        case .int64(let number): Double(number)
        case .string(let text): Double(StoredText.trimmed(text))
        default: nil
        }
    }

    /// The raw value; NULL when the file has no such column.
    public static func value(_ row: Row, _ column: String) -> DatabaseValue {
        row.hasColumn(column) ? row[column] : .null
    }
}
