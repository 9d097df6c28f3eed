import Domain
import GRDB
import SnapshotFile

/// Brings a local store up to date (``LocalStoreSchema``) safely while other processes open the same file.
///
/// GRDB's migrator reads which migrations are applied, then runs each missing one in its own IMMEDIATE transaction.
/// Two processes opening a new store at once can both read "nothing applied"; the second then waits (busy timeout)
/// while the first creates the tables, and fails on "table already exists". Such a failure is recognised by the
/// applied migrations having changed under it, and the whole migration is run again, reading afresh: each retry
/// follows another process's progress, so there are at most as many as there are migrations.
enum LocalStoreMigration {
    static func run(on database: DatabaseQueue, path: String) throws(LocalStoreError) {
        let attempts = LocalStoreSchema.migrationNames.count + 1
        for attempt in 1...attempts {
            do {
                let applied = try database.read { db in try appliedMigrations(db, path: path) }
                do {
                    try LocalStoreSchema.migrator.migrate(database)
                    return
                } catch {
                    let now = try database.read { db in try appliedMigrations(db, path: path) }
                    guard now != applied, attempt < attempts else { throw error }
                }
            } catch let error as LocalStoreError {
                throw error
            } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
                throw .corrupt(path)
            } catch {
                throw .writeFailed(SQLiteFailure.reason(error, file: path))
            }
        }
    }

    /// The migrations applied so far; refuses a file that is not a local store, or one from a newer program.
    private static func appliedMigrations(_ db: Database, path: String) throws -> Set<String> {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if tables.isEmpty { return [] }
        guard tables.contains("grdb_migrations") else { throw LocalStoreError.corrupt(path) }
        if try LocalStoreSchema.migrator.hasBeenSuperseded(db) { throw LocalStoreError.tooNew(path) }
        return try LocalStoreSchema.migrator.appliedIdentifiers(db)
    }
}
