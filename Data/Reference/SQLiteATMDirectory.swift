import Domain
import GRDB
import SnapshotFile

/// The directory's ATMs read from a snapshot file the plain way: each question reads the ATMs the file shows as GRDB
/// records (``SnapshotFile/ATMRow``), and the Domain's rules filter, measure and order them
/// (``Domain/ATMQuery/listings(among:)``).
///
/// The reference reader of `ATMDirectory`, as ``SQLiteDirectory`` is of merchants: one path per question, no full-text
/// index and no cache. A directory holds a few thousand ATMs.
public final class SQLiteATMDirectory: ATMDirectory {
    private let path: String
    private let snapshot: FollowedSnapshot<OpenFile, DirectoryError>

    /// One opened file: its connection and the `atm` table's columns (none when it has no such table).
    struct OpenFile: Sendable {
        let database: DatabaseQueue
        let columns: Set<String>
        var hasATMs: Bool { columns.isSuperset(of: [ATMRow.Columns.id.name, ATMRow.Columns.name.name]) }

        init(path: String, database: DatabaseQueue) throws(DirectoryError) {
            self.database = database
            do {
                columns = try database.read { db in
                    try ComputedData.refuse(in: db, path: path)
                    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                    guard version == SnapshotInfo.currentSchemaVersion else {
                        throw DirectoryError.unsupportedSchema(version)
                    }
                    guard try db.tableExists(ATMRow.databaseTableName) else { return [] }
                    return Set(try db.columns(in: ATMRow.databaseTableName).map(\.name))
                }
            } catch {
                throw DirectoryErrors.map(error, path: path)
            }
        }
    }

    /// Opens the ATMs of the directory at `path`.
    ///
    /// Throws `.missing` when there is no file, `.unavailable` when it cannot be opened, `.corrupt` when it is not
    /// SQLite and `.unsupportedSchema(v)` for any version but 4. A current file without an `atm` table (or without its
    /// `id` and `name` columns) has no ATMs; other missing columns read as NULL. When a sync or an import later
    /// replaces the file, the next read opens the new one (``FollowedSnapshot``).
    public init(path: String) throws(DirectoryError) {
        self.path = path
        snapshot = try FollowedSnapshot(path: path) { path throws(DirectoryError) in
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "explore.reference.atms"
            return try OpenFile(
                path: path, database: DirectoryErrors.openQueue(path: path, configuration: configuration))
        }
    }

    /// The ATMs of the file `database` has open, for good (``SQLiteDirectory/catalogSource()``).
    init(path: String, pinnedTo database: DatabaseQueue) throws(DirectoryError) {
        self.path = path
        snapshot = FollowedSnapshot(pinning: try OpenFile(path: path, database: database), path: path)
    }

    /// Every ATM the file shows, listed and paged by the query's rules.
    public func atms(_ query: ATMQuery) async throws(DirectoryError) -> Page<ATMListing> {
        let opened = snapshot.now
        guard opened.hasATMs else { return .empty(query.page) }
        let atms = try await read(opened) { db in
            try ATMRow.all().shown(columns: opened.columns).boundedText(columns: opened.columns).fetchAll(db)
        }
        return Page(slicing: try query.listings(among: atms.map(\.atm)), request: query.page)
    }

    /// The ATM with this row id, whatever its `active` flag, with its distance from `position`.
    public func atm(id: Int64, near position: Coordinate?) async throws(DirectoryError) -> ATMListing? {
        let opened = snapshot.now
        guard opened.hasATMs else { return nil }
        let row = try await read(opened) { db in
            try ATMRow.filter(ATMRow.Columns.id == id).boundedText(columns: opened.columns).fetchOne(db)
        }
        return row.map(\.atm).map { atm in
            ATMListing(atm: atm, distance: position.flatMap { from in atm.location.coordinate.map(from.distance(to:)) })
        }
    }

    /// The territories the ATMs the file shows name, each once, in order.
    public func territories() async throws(DirectoryError) -> [String] {
        let opened = snapshot.now
        guard opened.hasATMs else { return [] }
        let atms = try await read(opened) { db in
            try ATMRow.all().shown(columns: opened.columns).boundedText(columns: opened.columns).fetchAll(db)
        }
        return Set(atms.compactMap(\.atm.location.territory)).sorted()
    }

    /// Runs `body` on the file, turning every failure into a ``DirectoryError``.
    private func read<T: Sendable>(_ opened: OpenFile, _ body: @escaping @Sendable (Database) throws -> T)
        async throws(DirectoryError) -> T
    {
        do {
            return try await opened.database.read(body)
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }
}

extension DerivableRequest<ATMRow> {
    /// The ATMs the file shows, in a file whose `atm` table has `columns`: active, or without an `active` flag (NULL
    /// counts as active, and so does a file without the column).
    func shown(columns: Set<String>) -> Self {
        columns.contains(ATMRow.Columns.active.name) ? filter((ATMRow.Columns.active ?? 1) != 0) : self
    }

    /// The columns of `columns` that the record reads, text cut as ``StoredText/sqlBounded(_:)`` cuts it,
    /// as a merchant's are: one name of 100 MB would otherwise be copied whole into every row read.
    func boundedText(columns: Set<String>) -> Self {
        select(
            ATMRow.Columns.allCases.filter { columns.contains($0.name) }.map { column -> any SQLSelectable in
                ATMRow.Columns.keysAndNumbers.contains(column)
                    ? column : SQL(sql: StoredText.sqlBounded(column.name)).forKey(column.name)
            })
    }
}
