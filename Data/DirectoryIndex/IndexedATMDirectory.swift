import Domain
import Foundation
import GRDB
import SnapshotFile

/// The directory's ATMs read from a snapshot file (the `atm` table and its `atm_fts` index).
///
/// A class of its own rather than more members of ``IndexedDirectory``: that one is about merchants (its schema
/// check, caches and SQL), and the two share only small pieces (``NameSearch``, ``FoldedNames``, ``StoredText``,
/// ``StoredValue``, ``DirectoryErrors``). Both may be open on the same file: each is read-only.
public final class IndexedATMDirectory: ATMDirectory {
    private let path: String
    private let snapshot: FollowedSnapshot<OpenSnapshot, DirectoryError>

    /// One opened file: its connection and what its `atm` table offers.
    private struct OpenSnapshot: Sendable {
        let database: DatabaseQueue
        /// The `atm` table's columns; empty when the file has no such table.
        let columns: Set<String>
        let hasFullTextSearch: Bool
        var hasATMs: Bool { columns.isSuperset(of: [ATMRow.Columns.id.name, ATMRow.Columns.name.name]) }

        init(path: String) throws(DirectoryError) {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "explore.atms"
            configuration.prepareDatabase { db in FoldedNames.register(db) }
            try self.init(path: path, database: try DirectoryErrors.openQueue(path: path, configuration: configuration))
        }

        /// The file `database` has open.
        init(path: String, database: DatabaseQueue) throws(DirectoryError) {
            self.database = database
            do {
                (columns, hasFullTextSearch) = try database.read { db in
                    try ComputedData.refuse(in: db, path: path)
                    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                    guard version == SnapshotInfo.currentSchemaVersion else {
                        throw DirectoryError.unsupportedSchema(version)
                    }
                    let tables = Set(
                        try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                    guard tables.contains(ATMRow.Columns.table) else { return ([], false) }
                    let columns = Set(try db.columns(in: ATMRow.Columns.table).map(\.name))
                    return (columns, tables.contains(ATMSearch.fts) && IndexedATMDirectory.ftsWorks(db))
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
        snapshot = try FollowedSnapshot(path: path) { path throws(DirectoryError) in try OpenSnapshot(path: path) }
    }

    /// The ATMs of the file `database` has open, for good (``PinnedSnapshot``).
    init(path: String, pinnedTo database: DatabaseQueue) throws(DirectoryError) {
        self.path = path
        snapshot = FollowedSnapshot(pinning: try OpenSnapshot(path: path, database: database), path: path)
    }

    public func atms(_ query: ATMQuery) async throws(DirectoryError) -> Page<ATMListing> {
        let opened = snapshot.now
        guard opened.hasATMs else { return .empty(query.page) }
        return try await read(opened) { db in
            try ATMSearch(hasFullTextSearch: opened.hasFullTextSearch, columns: opened.columns, db: db).run(query)
        }
    }

    public func atm(id: Int64, near position: Coordinate?) async throws(DirectoryError) -> ATMListing? {
        let opened = snapshot.now
        guard opened.hasATMs else { return nil }
        let row = try await read(opened) { db in
            try ATMSearch(hasFullTextSearch: opened.hasFullTextSearch, columns: opened.columns, db: db).atm(id: id)
        }
        return row.map { atm in
            ATMListing(atm: atm, distance: position.flatMap { from in atm.location.coordinate.map(from.distance(to:)) })
        }
    }

    public func territories() async throws(DirectoryError) -> [String] {
        let opened = snapshot.now
        guard opened.hasATMs else { return [] }
        return try await read(opened) { db in
            try ATMSearch(hasFullTextSearch: opened.hasFullTextSearch, columns: opened.columns, db: db).territories()
        }
    }

    /// Whether `atm_fts` answers a query (a file may name it without the FTS module behind it).
    fileprivate static func ftsWorks(_ db: Database) -> Bool {
        do {
            let fts = ATMSearch.fts
            _ = try Row.fetchOne(db, sql: "SELECT docid FROM \(fts) WHERE \(fts) MATCH 'a*' LIMIT 1")
            return true
        } catch {
            return false
        }
    }

    /// Runs `body` on the database, turning every failure into a ``DirectoryError``.
    private func read<T: Sendable>(_ opened: OpenSnapshot, _ body: @escaping @Sendable (Database) throws -> T)
        async throws(DirectoryError) -> T
    {
        do {
            return try await opened.database.read(body)
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }
}
