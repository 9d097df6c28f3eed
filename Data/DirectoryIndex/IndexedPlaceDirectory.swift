import Domain
import Foundation
import GRDB
import SnapshotFile

/// The cities and territories of a snapshot file, for choosing a location by name (``PlaceSearch``).
///
/// The accelerated adapter's place reader: one pass over the visible rows in SQL (``DirectorySQL``), which works on any
/// current file. A class of its own, like ``IndexedATMDirectory``: it shares the file, read-only, not the merchant
/// directory's caches.
public final class IndexedPlaceDirectory: PlaceDirectory {
    private let path: String
    private let snapshot: FollowedSnapshot<OpenSnapshot, DirectoryError>

    private struct OpenSnapshot: Sendable {
        let database: DatabaseQueue
        let sql: DirectorySQL

        init(path: String) throws(DirectoryError) {
            var configuration = Configuration()
            configuration.label = "explore.places"
            database = try DirectoryErrors.openQueue(path: path, configuration: configuration)
            do {
                sql = DirectorySQL(schema: try database.read { db in try DirectorySchema.inspect(db, path: path) })
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
        let sql = opened.sql
        do {
            return try await opened.database.read { db in try PlaceSearch(sql: sql, db: db).places() }
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }
}
