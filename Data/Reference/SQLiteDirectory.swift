import Domain
import Foundation
import GRDB
import SnapshotFile

/// The merchant directory read from a snapshot file (schema version 4) the plain way: each question reads the
/// merchants it needs, through GRDB records, and the Domain's rules answer it. A merchant is read a row at a time and
/// keeps the locations the question needs (``Domain/KeptLocations``).
///
/// This is the reference reader: one path per question and nothing else, to be read next to the Domain's rules. It
/// reads the `merchant` and `gift_card_providers` tables of any current file, ours or from elsewhere, and ignores the
/// tables other readers derive from them. The accelerated `IndexedDirectory` answers the same questions faster; the contract
/// suites hold the two to the same answers.
public final class SQLiteDirectory: MerchantDirectory {
    private let path: String
    private let snapshot: FollowedSnapshot<OpenFile, DirectoryError>
    /// Whether this directory reads one opened file for good (``catalogSource()``).
    private let isPinned: Bool

    /// One opened file: its connection and the columns it has.
    struct OpenFile: Sendable {
        let database: DatabaseQueue
        let merchantColumns: Set<String>
        let hasOffers: Bool

        /// Checks that the file `database` has open is a current directory (``DirectorySchema/inspect(_:path:)``).
        init(path: String, database: DatabaseQueue) throws(DirectoryError) {
            self.database = database
            let schema: DirectorySchema
            do {
                schema = try database.read { db in try DirectorySchema.inspect(db, path: path) }
            } catch {
                throw DirectoryErrors.map(error, path: path)
            }
            merchantColumns = schema.merchantColumns
            hasOffers = schema.providerColumns != nil
        }
    }

    /// How a connection to a directory file is set up: read-only, with ``NameMatchFunction`` for searches.
    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "explore.reference"
        configuration.prepareDatabase { db in prepare(db) }
        return configuration
    }

    /// Adds what this directory's reads need to a connection of another's (``NameMatchFunction``).
    static func prepare(_ db: Database) {
        db.add(function: NameMatchFunction.function)
    }

    /// Opens the directory at `path`.
    ///
    /// Throws `.missing` when there is no file, `.unavailable` when it cannot be opened, `.corrupt` when it is not
    /// SQLite, `.notADirectory` when it has no `merchant` table (or no `id`, `merchantId` and `name` columns),
    /// `.computedData` for a file whose values were computed by a tool, and `.unsupportedSchema(v)` for any version but
    /// 4. Other missing columns read as NULL. When a sync or an import later replaces the file, the next read opens the
    /// new one (``FollowedSnapshot``).
    public init(path: String) throws(DirectoryError) {
        self.path = path
        isPinned = false
        snapshot = try FollowedSnapshot(path: path) { path throws(DirectoryError) in
            try OpenFile(
                path: path, database: DirectoryErrors.openQueue(path: path, configuration: Self.configuration()))
        }
    }

    /// The directory of the file `database` has open, for good.
    init(path: String, pinnedTo database: DatabaseQueue) throws(DirectoryError) {
        self.path = path
        isPinned = true
        snapshot = FollowedSnapshot(pinning: try OpenFile(path: path, database: database), path: path)
    }

    /// Reads every merchant with a shown row whose name matches the text, with the locations the query needs
    /// (``Domain/MerchantQuery/keptLocations``), and lets the Domain's rule list, order and count them
    /// (``Domain/MerchantQuery/listings(among:)``); the page is cut from that list.
    public func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        let rule = query.keptLocations
        let merchants = try await read { reads in try reads.merchants(matching: query.text, keeping: rule) }
        return Page(slicing: try query.listings(among: merchants), request: query.page)
    }

    /// The merchant with the shown locations kept for `position`, in row-id order, and its offers, in file order.
    public func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        let found = try await read { reads in try reads.merchant(id: id, keeping: KeptLocations(near: position)) }
        guard let merchant = found else { throw .merchantNotFound(id) }
        return merchant
    }

    /// Every territory of the merchants, by the Domain's count (``Domain/Territory/all(of:)``): each merchant's
    /// territories are those of all its rows, though it keeps only its first locations.
    public func territories() async throws(DirectoryError) -> [Territory] {
        Territory.all(of: try await read { reads in try reads.allMerchants() })
    }

    /// The summary the Domain makes of every merchant, each with the count of all its locations
    /// (``Domain/CatalogSummary/init(of:territory:snapshot:)``).
    public func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        let (merchants, info) = try await read { reads in
            (try reads.allMerchants(), try SnapshotInfo.read(from: reads.db))
        }
        return CatalogSummary(of: merchants, territory: territory, snapshot: info)
    }

    /// The catalog's order is read when the first batch is asked for, then `batchSize` merchants at a time, all from
    /// the file at the path when the pass began (``CatalogBatches``).
    public func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        // SQLite binds at most 32,766 values to one statement, and a batch's head rows are bound.
        let size = min(max(1, batchSize), 10_000)
        return MerchantStream {
            let opened = self.snapshot.now
            let order: CatalogBatches.Order = { () throws(DirectoryError) in
                try await self.read(opened) { reads in try reads.catalogOrder(territory: territory) }
            }
            let read: CatalogBatches.Read = { heads throws(DirectoryError) in
                try await self.read(opened) { reads in
                    try reads.merchants(heads: heads, keeping: KeptLocations(preferring: territory))
                }
            }
            let batches = CatalogBatches(size: size, order: order, read: read)
            return { () throws(DirectoryError) in try await batches.next() }
        }
    }

    /// The file at the path now, with its ATMs, through one connection for the whole catalog run; a pinned directory
    /// is its own source.
    public func catalogSource() async throws(DirectoryError) -> CatalogSource {
        guard !isPinned else { return CatalogSource(directory: self) }
        let database = try DirectoryErrors.openQueue(path: path, configuration: Self.configuration())
        return CatalogSource(
            directory: try SQLiteDirectory(path: path, pinnedTo: database),
            atms: try SQLiteATMDirectory(path: path, pinnedTo: database))
    }

    /// The file's schema version, its publisher's version (`explore_metadata`'s `version`, when present) and how many
    /// `merchant` rows it holds, shown or not.
    public func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        try await read { reads in try SnapshotInfo.read(from: reads.db) }
    }

    /// Runs `body` on the file now at the path (or on `opened`), turning every failure into a ``DirectoryError``.
    private func read<T: Sendable>(_ opened: OpenFile? = nil, _ body: @escaping @Sendable (MerchantReads) throws -> T)
        async throws(DirectoryError) -> T
    {
        let opened = opened ?? snapshot.now
        do {
            return try await opened.database.read { db in
                try body(MerchantReads(db: db, merchantColumns: opened.merchantColumns, hasOffers: opened.hasOffers))
            }
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }
}
