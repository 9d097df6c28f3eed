import GRDB

/// A column of a directory file, read leniently through GRDB's decoding (`Row.decode(_:forColumn:)`).
///
/// GRDB refuses a value that cannot convert (`"abc"` in `latitude`, a REAL in a TEXT column), and files from
/// elsewhere hold such values. A stored value never refuses: it reads what it can as ``StoredValue`` and
/// ``StoredText`` clean it, and is `nil` otherwise, so a record reads any file with ``Row/stored(_:_:)``.
public protocol StoredColumnValue: DatabaseValueConvertible, Sendable {
    /// The Swift value the column holds once cleaned.
    associatedtype Value: Sendable

    /// The value read, or `nil` for NULL and for a value that reads as nothing.
    var value: Value? { get }

    /// Reads `databaseValue`, whatever its storage class.
    init(reading databaseValue: DatabaseValue)
}

extension StoredColumnValue {
    /// Never `nil`: a value that does not read holds `nil` instead.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Self? { Self(reading: dbValue) }
}

extension Row {
    /// The value of `column` read as `type` reads it; `nil` for NULL, for a value that reads as nothing, and for a
    /// column the row lacks (older files and files of other tools lack some).
    public func stored<Stored: StoredColumnValue>(_ type: Stored.Type, _ column: some ColumnExpression) throws
        -> Stored.Value?
    {
        try decode(Stored?.self, forColumn: column)?.value
    }
}

/// Text, at most ``StoredText/longest`` scalars of it, or a number's digits (``StoredValue/string(_:)``).
public struct StoredString: StoredColumnValue {
    /// The value read.
    public let value: String?
    /// Reads `databaseValue`, whatever its storage class.
    public init(reading databaseValue: DatabaseValue) { value = StoredValue.string(databaseValue) }
    /// The value as SQLite stores it (NULL for `nil`).
    public var databaseValue: DatabaseValue { value.databaseValue }
}

/// An integer, from an INTEGER, a whole REAL or digits (``StoredValue/int64(_:)``).
public struct StoredInteger: StoredColumnValue {
    /// The value read.
    public let value: Int64?
    /// Reads `databaseValue`, whatever its storage class.
    public init(reading databaseValue: DatabaseValue) { value = StoredValue.int64(databaseValue) }
    /// The value as SQLite stores it (NULL for `nil`).
    public var databaseValue: DatabaseValue { value.databaseValue }
}

/// A number, from a REAL, an INTEGER or digits (``StoredValue/double(_:)``).
public struct StoredDouble: StoredColumnValue {
    /// The value read.
    public let value: Double?
    /// Reads `databaseValue`, whatever its storage class.
    public init(reading databaseValue: DatabaseValue) { value = StoredValue.double(databaseValue) }
    /// The value as SQLite stores it (NULL for `nil`).
    public var databaseValue: DatabaseValue { value.databaseValue }
}

/// A discount in basis points that fits in 32 bits (``StoredValue/basisPoints(_:)``).
public struct StoredBasisPoints: StoredColumnValue {
    /// The value read.
    public let value: Int?
    /// Reads `databaseValue`, whatever its storage class.
    public init(reading databaseValue: DatabaseValue) { value = StoredValue.basisPoints(databaseValue) }
    /// The value as SQLite stores it (NULL for `nil`).
    public var databaseValue: DatabaseValue { value.databaseValue }
}

/// An identifier stored as INTEGER, REAL or TEXT, as text kept exactly (``StoredText/identifier(_:)``).
public struct StoredIdentifier: StoredColumnValue {
    /// The value read.
    public let value: String?
    /// Reads `databaseValue`, whatever its storage class.
    public init(reading databaseValue: DatabaseValue) { value = StoredText.identifier(databaseValue) }
    /// The value as SQLite stores it (NULL for `nil`).
    public var databaseValue: DatabaseValue { value.databaseValue }
}
