import Domain
import Foundation
import GRDB
import SnapshotFile

/// The cities and territories of a snapshot file, for choosing a location by name (``PlaceSearch``).
///
/// The accelerated adapter's place reader: the file's place table when its marker vouches for it (``PlaceTables``,
/// files we write), else one pass over the visible rows in SQL (``DirectorySQL``), which works on any current file. A class of its own, like ``IndexedATMDirectory``: it shares the file, read-only, not the merchant
/// directory's caches.
public final class IndexedPlaceDirectory: PlaceDirectory {
    private let path: String
    private let snapshot: FollowedSnapshot<OpenSnapshot, DirectoryError>

    private struct OpenSnapshot: Sendable {
        let database: DatabaseQueue
        let sql: DirectorySQL
        /// Whether the file carries ``PlaceTables`` and their marker vouches for them.
        let hasPlaceTable: Bool

        init(path: String) throws(DirectoryError) {
            var configuration = Configuration()
            configuration.label = "explore.places"
            database = try DirectoryErrors.openQueue(path: path, configuration: configuration)
            do {
                let (schema, trusted) = try database.read { db in
                    let schema = try DirectorySchema.inspect(db, path: path)
                    return (schema, PlaceTables.trusted(db, tables: schema.tables))
                }
                sql = DirectorySQL(schema: schema)
                hasPlaceTable = trusted
            } catch {
                throw DirectoryErrors.map(error, path: path)
            }
        }
    }

    /// Opens the places of the directory at `path`; it fails as ``IndexedDirectory/init(path:)`` does, and follows a
    /// replaced file the same way.
    public init(path: String) throws(DirectoryError) {
        self.path = path
        snapshot = try FollowedSnapshot(path: path) { path throws(DirectoryError) in try OpenSnapshot(path: path) }
    }

    /// Every city and territory, positioned at the medoid of its shops (Docs/adr/0016).
    public func places() async throws(DirectoryError) -> [Place] {
        let opened = snapshot.now
        let (sql, fromTable) = (opened.sql, opened.hasPlaceTable)
        do {
            return try await opened.database.read { db in
                if fromTable, let places = try PlaceTables.places(db, sql: sql) { return places }
                return try PlaceSearch(sql: sql, db: db).places()
            }
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }
}
