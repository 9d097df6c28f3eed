/// The merchant directory: a read-only snapshot of where people can spend Dash.
///
/// Implemented in `DataLayer` on the SQLite files the Dash apps use. Every method reads; nothing here writes.
public protocol MerchantDirectory: Sendable {
    /// One page of merchants matching the query, one row per merchant, with the accurate total.
    ///
    /// Nearby (`query.tab == .nearby`) lists a merchant if and only if its nearest location is within
    /// `query.radius` of `query.position` by great-circle distance (``NearbyRule``); each row shows that nearest
    /// location. A Nearby query without a position or with a radius out of range throws `.invalidQuery`
    /// (``NearbyRule/centre(_:within:)``). Rows sorted by distance come ``NearestFirst``, ties by name. Elsewhere a
    /// row shows the location nearest to `query.position` when given, else the merchant's first; with a territory
    /// filter, among the merchant's locations in that territory (``MerchantListing/location``).
    func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing>

    /// A merchant with the locations ``KeptLocations`` keeps for `position` (all of them up to its limit), in the
    /// directory's order, their count and territories, and the snapshot's provider offers.
    ///
    /// Ordering them by distance from the user is the Domain's rule (``GetMerchantDetail`` applies
    /// ``LocatedPlace/nearestFirst(_:from:)``), not the directory's.
    func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant

    /// Every territory with at least one merchant location, by name.
    func territories() async throws(DirectoryError) -> [Territory]

    /// Counts and best offers for a catalog's index, for one territory or the whole directory.
    func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary

    /// Every merchant with a visible location in `territory` (every merchant when `nil`), in catalog order
    /// (the name as ``SearchWords/orderKey(_:)`` folds it, then the id), with the locations ``KeptLocations`` keeps
    /// preferring `territory` and its offers, handed over about `batchSize` at a time.
    func catalogStream(territory: String?, batchSize: Int) -> MerchantStream

    /// Facts about the snapshot file in use.
    func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo

    /// What one catalog run reads from its first row to its last: this directory, unless it follows a file that a
    /// sync may replace meanwhile; then a directory that keeps reading the file it has now, with that file's ATMs.
    func catalogSource() async throws(DirectoryError) -> CatalogSource
}

/// The directory one catalog run reads (``MerchantDirectory/catalogSource()``), and its ATMs when they come from the
/// same snapshot.
public struct CatalogSource: Sendable {
    public var directory: any MerchantDirectory
    public var atms: (any ATMDirectory)?

    public init(directory: any MerchantDirectory, atms: (any ATMDirectory)? = nil) {
        self.directory = directory
        self.atms = atms
    }
}

extension MerchantDirectory {
    /// A merchant with its first locations in the directory's order (``merchant(id:near:)`` without a position).
    public func merchant(id: MerchantID) async throws(DirectoryError) -> Merchant {
        try await merchant(id: id, near: nil)
    }

    /// A directory that never changes under a run is its own source.
    public func catalogSource() async throws(DirectoryError) -> CatalogSource {
        CatalogSource(directory: self)
    }
}
