import Domain
import Foundation
import GRDB
import SnapshotFile
import Synchronization

/// The merchant directory read from a snapshot file, the SQLite file the Dash apps use (schema version 4).
///
/// The file is opened read-only and never written. Opening checks that it is a current directory, so a wrong
/// file fails at once with a clear error instead of at the first search. It reads only the files this program writes
/// or installs (the generator, the importer, the sync), whose derived tables a marker vouches for (``DerivedTables``):
/// ``open(path:)`` says whether a file is one, and the composition root opens the reference directory for any other.
public final class IndexedDirectory: MerchantDirectory {
    private let path: String
    private let snapshot: FollowedSnapshot<OpenSnapshot, OpenFailure>
    /// Whether this directory reads one opened file for good (``PinnedSnapshot``): its catalog pass then runs on that
    /// connection instead of opening the path again.
    private let isPinned: Bool

    /// One opened file: its connection, what its schema allows, and what was computed from it.
    private final class OpenSnapshot: Sendable {
        let database: DatabaseQueue
        let sql: IndexedSQL
        /// The counts of the lists without text or filters, counted once.
        let totals = FixedTotals()

        /// How every connection to a directory file is set up, with a page cache of `cacheKiB`.
        static func configuration(cacheKiB: Int = 8192) -> Configuration {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "explore.directory"
            configuration.prepareDatabase { db in
                FoldedNames.register(db)
                // An 8 MiB page cache keeps repeated searches off the disk while the whole program stays within its
                // 60 MB budget; memory-mapping is off because every mapped page a broad search touches counts
                // against that budget too (Docs/Performance.md has the measurements).
                try db.execute(sql: "PRAGMA cache_size = -\(cacheKiB); PRAGMA mmap_size = 0")
            }
            return configuration
        }

        convenience init(path: String) throws(OpenFailure) {
            let database: DatabaseQueue
            do {
                database = try DirectoryErrors.openQueue(path: path, configuration: Self.configuration())
            } catch {
                throw .directory(error)
            }
            try self.init(path: path, database: database)
        }

        /// The file `database` has open; `.notIndexed` when no marker vouches for its derived tables.
        init(path: String, database: DatabaseQueue) throws(OpenFailure) {
            self.database = database
            do {
                sql = try database.read { db in try IndexedSQL.inspect(db, path: path) }
            } catch {
                throw .directory(DirectoryErrors.map(error, path: path))
            }
            guard sql.hasHeadsTable else { throw .notIndexed }
        }
    }

    /// Why a file is not opened: it is no directory this program reads (the Domain's error), or it is one without
    /// derived tables that a marker vouches for, which the reference directory reads instead.
    enum OpenFailure: Error {
        case directory(DirectoryError)
        case notIndexed
    }

    /// The directory at `path` when the file carries derived tables that a marker vouches for; `nil` for any other
    /// current directory file, which the reference directory reads from its published rows alone.
    ///
    /// Throws `.missing` when there is no file, `.unavailable` when it cannot be opened, `.corrupt` when it is not
    /// SQLite, `.notADirectory` when it has no `merchant` table, and `.unsupportedSchema(v)` for any version but 4
    /// (older files are imported first). When a sync or an import later replaces the file, the next read opens the new
    /// one (``FollowedSnapshot``); a replacement without trusted derived tables is not taken.
    public static func open(path: String) throws(DirectoryError) -> IndexedDirectory? {
        do {
            return try IndexedDirectory(path: path)
        } catch {
            switch error {
            case .directory(let error): throw error
            case .notIndexed: return nil
            }
        }
    }

    /// The directory at `path` (``open(path:)``), failing with `.notIndexed` for a file without trusted derived tables.
    init(path: String) throws(OpenFailure) {
        self.path = path
        isPinned = false
        snapshot = try FollowedSnapshot(path: path) { path throws(OpenFailure) in try OpenSnapshot(path: path) }
    }

    /// The directory of the file `database` has open, for good (``PinnedSnapshot``).
    init(path: String, pinnedTo database: DatabaseQueue) throws(OpenFailure) {
        self.path = path
        isPinned = true
        snapshot = FollowedSnapshot(pinning: try OpenSnapshot(path: path, database: database), path: path)
    }

    /// How ``PinnedSnapshot`` opens its connection: as every connection of a directory is set up, with a page cache of
    /// `cacheKiB`.
    static func configuration(cacheKiB: Int) -> Configuration { OpenSnapshot.configuration(cacheKiB: cacheKiB) }

    /// Whether the file has the FTS table searches use (without it, names are matched with LIKE).
    public var hasFullTextSearch: Bool { snapshot.now.sql.schema.hasFullTextSearch }

    /// One page of merchants for the query, with the accurate total (see `MerchantDirectory`).
    public func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        let opened = snapshot.now
        return try await read(opened) { db, sql in
            try DirectorySearch(sql: sql, db: db, totals: opened.totals).run(query)
        }
    }

    /// The merchant with the visible locations kept for `position` (``Domain/KeptLocations``), in row-id order, and its
    /// offers.
    public func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        let found = try await read { db, sql in
            try DirectoryReads(sql: sql, db: db).merchants([id.rawValue], keeping: KeptLocations(near: position)).first
        }
        guard let merchant = found else { throw .merchantNotFound(id) }
        return merchant
    }

    /// Every territory with a visible location, by name, with its merchant count.
    public func territories() async throws(DirectoryError) -> [Territory] {
        try await read { db, sql in try CatalogQueries(sql: sql, db: db).territories() }
    }

    /// Counts and the ten best discounts, for the whole directory or one territory.
    public func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        try await read { db, sql in
            try CatalogQueries(sql: sql, db: db).summary(territory: territory, snapshot: SnapshotInfo.read(from: db))
        }
    }

    /// Every merchant in catalog order, read in one pass (``CatalogPass``) on a thread of its own, at most two batches
    /// ahead of the consumer: on the pinned connection of a pinned directory (what a catalog run reads), else on a
    /// connection of the pass's own.
    public func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        let path = self.path
        let opened = snapshot.now
        // A pinned directory reads its one file; another opens the path again, for a connection of the pass's own.
        let pinned = isPinned ? opened.database : nil
        return MerchantStream {
            CatalogPipe.start(capacity: 2) { pipe throws(DirectoryError) in
                do {
                    // A pass of its own reads each page once, in order: a small cache is enough.
                    let database =
                        try pinned
                        ?? ReadOnlyOpening.queue(path: path, configuration: OpenSnapshot.configuration(cacheKiB: 2048))
                    try database.read { db in
                        let sql = try IndexedSQL.inspect(db, path: path)
                        guard sql.hasHeadsTable else {
                            throw DirectoryError.readFailed(
                                "\(path) was replaced by a file without derived tables as the catalog began; run it again"
                            )
                        }
                        try CatalogPass(sql: sql, db: db, territory: territory).run(
                            batchSize: max(1, batchSize), deliver: pipe.put)
                        // The pages the pass cached are read once: the catalog's last pages get their memory.
                        db.releaseMemory()
                    }
                } catch {
                    throw DirectoryErrors.map(error, path: path)
                }
            }
        }
    }

    /// The file at the path now, pinned for a whole catalog run with its ATMs (``PinnedSnapshot``); a pinned directory
    /// is its own source.
    public func catalogSource() async throws(DirectoryError) -> CatalogSource {
        guard !isPinned else { return CatalogSource(directory: self) }
        let (directory, atms) = try PinnedSnapshot.open(path: path)
        return CatalogSource(directory: directory, atms: atms)
    }

    /// The file's schema version, publisher's version (from `explore_metadata`) and `merchant` row count.
    public func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        try await read { db, _ in try SnapshotInfo.read(from: db) }
    }

    /// Runs `body` on the file now at the path (or on `opened`), turning every failure into a ``DirectoryError``.
    private func read<T: Sendable>(
        _ opened: OpenSnapshot? = nil, _ body: @escaping @Sendable (Database, IndexedSQL) throws -> T
    ) async throws(DirectoryError) -> T {
        let opened = opened ?? snapshot.now
        let sql = opened.sql
        do {
            return try await opened.database.read { db in try body(db, sql) }
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }
}
