import Domain
import Foundation
import GRDB
import SnapshotFile

/// The user's own data (favourites, recent searches, chosen location, sync history) in an SQLite file of its
/// own, never the directory snapshot: a sync replaces the snapshot and cannot touch this file.
public final class SQLiteLocalStore: LocalStore {
    private let path: String
    private let database: DatabaseQueue

    /// How long a connection waits for another process's write before failing: ten `explore` commands started at
    /// once on one data folder each wait their turn for the milliseconds a write takes.
    static let busyTimeout: TimeInterval = 10

    /// Opens the store at `path`, creating it (and its folder) when missing and bringing an older file up to date.
    ///
    /// Safe with other processes opening the same file at the same moment (``LocalStoreMigration``). Throws `.tooNew`
    /// for a file written by a newer version, `.corrupt` for a file that is not a local store (another SQLite
    /// database, or not SQLite at all), `.unavailable` when the file cannot be created or opened.
    public init(path: String) throws(LocalStoreError) {
        self.path = path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            // Private, as the XDG specification asks of the folders it creates, whatever the umask: the store holds
            // where the person is and what they searched for.
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            Self.createPrivately(path)
            var configuration = Configuration()
            configuration.label = "explore.local"
            configuration.busyMode = .timeout(Self.busyTimeout)
            database = try DatabaseQueue(path: path, configuration: configuration)
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw .corrupt(path)
        } catch {
            throw .unavailable(path)
        }
        try LocalStoreMigration.run(on: database, path: path)
    }

    /// Creates the store's file, empty (an empty file is an empty SQLite database), readable by its owner alone,
    /// unless it exists; SQLite then gives its journal the same mode.
    private static func createPrivately(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
    }

    /// Favourite merchants, most recently added first.
    public func favourites() async throws(LocalStoreError) -> [MerchantID] {
        try await read { db in
            try String.fetchAll(db, sql: "SELECT merchantId FROM favourite ORDER BY seq DESC").map(MerchantID.init)
        }
    }

    /// Adds (at the top) or removes a favourite.
    public func setFavourite(_ id: MerchantID, _ isFavourite: Bool) async throws(LocalStoreError) {
        try await write { db in
            try db.execute(sql: "DELETE FROM favourite WHERE merchantId = ?", arguments: [id.rawValue])
            if isFavourite {
                try db.execute(sql: "INSERT INTO favourite (merchantId) VALUES (?)", arguments: [id.rawValue])
            }
        }
    }

    /// The favourites the user was told the directory no longer lists.
    public func missingFavouritesTold() async throws(LocalStoreError) -> Set<MerchantID> {
        try await read { db in
            Set(try String.fetchAll(db, sql: "SELECT merchantId FROM missing_favourite_told").map(MerchantID.init))
        }
    }

    /// Replaces the favourites the user was told are missing.
    public func setMissingFavouritesTold(_ ids: Set<MerchantID>) async throws(LocalStoreError) {
        try await write { db in
            try db.execute(sql: "DELETE FROM missing_favourite_told")
            for id in ids {
                try db.execute(
                    sql: "INSERT INTO missing_favourite_told (merchantId) VALUES (?)", arguments: [id.rawValue])
            }
        }
    }

    /// The most recent distinct searches, newest first.
    public func recentSearches(limit: Int) async throws(LocalStoreError) -> [RecentSearch] {
        try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT text, date FROM recent_search ORDER BY seq DESC LIMIT ?", arguments: [max(0, limit)]
            ).map { RecentSearch(text: $0["text"], date: Date(timeIntervalSinceReferenceDate: $0["date"])) }
        }
    }

    /// Remembers a search; the same text in any case moves to the top.
    public func recordSearch(_ search: RecentSearch) async throws(LocalStoreError) {
        try await write { db in
            let key = search.text.lowercased()
            try db.execute(sql: "DELETE FROM recent_search WHERE key = ?", arguments: [key])
            try db.execute(
                sql: "INSERT INTO recent_search (key, text, date) VALUES (?, ?, ?)",
                arguments: [key, search.text, search.date.timeIntervalSinceReferenceDate])
        }
    }

    /// The location the user chose, if any: a circle, or a territory (a location remembered before territories were
    /// is a circle).
    public func chosenLocation() async throws(LocalStoreError) -> ChosenLocation? {
        try await read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM chosen_location WHERE id = 1"),
                let coordinate = Coordinate(latitude: row["latitude"], longitude: row["longitude"])
            else { return nil }
            return ChosenLocation(
                name: row["name"], coordinate: coordinate, radius: Distance(meters: row["radiusMeters"]),
                territory: row["territory"])
        }
    }

    /// Sets or clears the chosen position.
    public func setChosenLocation(_ location: ChosenLocation?) async throws(LocalStoreError) {
        try await write { db in
            guard let location else {
                try db.execute(sql: "DELETE FROM chosen_location")
                return
            }
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO chosen_location (id, name, latitude, longitude, radiusMeters, territory)
                    VALUES (1, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    location.name, location.coordinate.latitude, location.coordinate.longitude, location.radius.meters,
                    location.territory,
                ])
        }
    }

    /// Past syncs, newest first.
    public func syncHistory(limit: Int) async throws(LocalStoreError) -> [SyncRecord] {
        try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM sync_record ORDER BY seq DESC LIMIT ?", arguments: [max(0, limit)]
            ).map(StoredSyncOutcome.record(from:))
        }
    }

    /// Adds a sync to the history.
    public func recordSync(_ record: SyncRecord) async throws(LocalStoreError) {
        try await write { db in
            let (outcome, version, message) = StoredSyncOutcome.columns(of: record.outcome)
            try db.execute(
                sql: "INSERT INTO sync_record (date, source, outcome, version, message) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    record.date.timeIntervalSinceReferenceDate, RedactedURL.text(record.source), outcome, version,
                    message,
                ])
        }
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(LocalStoreError)
        -> T
    {
        do {
            return try await database.read(body)
        } catch {
            throw .readFailed(SQLiteFailure.reason(error, file: path))
        }
    }

    func write(_ body: @escaping @Sendable (Database) throws -> Void) async throws(LocalStoreError) {
        do {
            try await database.write(body)
        } catch {
            throw .writeFailed(SQLiteFailure.reason(error, file: path))
        }
    }
}
