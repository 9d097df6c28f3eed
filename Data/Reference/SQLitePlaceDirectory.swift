import Domain
import GRDB
import SnapshotFile

/// The cities and territories of a snapshot file, for choosing a location by name, read the plain way: the shown rows
/// of the merchants this build shows (``MerchantReads``), placed by the Domain's rule (``Domain/Place/all(locatedAt:)``).
///
/// The reference reader of `PlaceDirectory`, as ``SQLiteDirectory`` is of merchants, on the same checks and the same
/// reads.
public final class SQLitePlaceDirectory: PlaceDirectory {
    private let path: String
    private let snapshot: FollowedSnapshot<SQLiteDirectory.OpenFile, DirectoryError>

    /// Opens the places of the directory at `path`; it fails as ``SQLiteDirectory/init(path:)`` does, and follows a
    /// replaced file the same way.
    public init(path: String) throws(DirectoryError) {
        self.path = path
        snapshot = try FollowedSnapshot(path: path) { path throws(DirectoryError) in
            try SQLiteDirectory.OpenFile(
                path: path,
                database: DirectoryErrors.openQueue(path: path, configuration: SQLiteDirectory.configuration()))
        }
    }

    /// Every city and territory, positioned at the medoid of its shops (Docs/adr/0016).
    public func places() async throws(DirectoryError) -> [Place] {
        let opened = snapshot.now
        do {
            let located = try await opened.database.read { db in
                try MerchantReads(db: db, merchantColumns: opened.merchantColumns, hasOffers: opened.hasOffers)
                    .shownLocations()
            }
            return Place.all(locatedAt: located)
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }
}
