import Domain
import Foundation

/// A ``MerchantDirectory`` over merchants held in memory, answering by the same rules the SQLite directory must
/// follow. Presentation tests use it as a fake; Data tests use it as an oracle to compare the SQL against.
///
/// It holds its merchants whole and hands each over with the locations ``KeptLocations`` keeps for the question, as
/// the SQLite directories do while they read a merchant's rows.
public actor InMemoryDirectory: MerchantDirectory {
    public private(set) var merchants: [Merchant]
    public var info: SnapshotInfo
    /// When set, every call fails with this error (for error and retry states).
    public var failure: DirectoryError?
    /// Every query received, in order.
    public private(set) var receivedQueries: [MerchantQuery] = []

    /// Holds `merchants` as this build shows them (``shown(_:)``); `info` counts every row given.
    public init(merchants: [Merchant], info: SnapshotInfo? = nil) {
        self.merchants = Self.shown(merchants)
        self.info =
            info
            ?? SnapshotInfo(
                schemaVersion: SnapshotInfo.currentSchemaVersion, version: nil,
                merchantRowCount: merchants.reduce(0) { $0 + max(1, $1.locationCount) })
    }

    public func setFailure(_ failure: DirectoryError?) { self.failure = failure }
    public func setMerchants(_ merchants: [Merchant]) { self.merchants = Self.shown(merchants) }

    /// The merchants as this build shows them, by the Domain's rule for disabled providers: applied once, when the
    /// merchants arrive, so that every answer (search, detail, territories, catalog) follows it.
    public static func shown(_ merchants: [Merchant]) -> [Merchant] {
        merchants.compactMap(\.withEnabledProviders)
    }

    public func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        receivedQueries.append(query)
        if let failure { throw failure }
        let rule = query.keptLocations
        return Page(slicing: try query.listings(among: merchants.map { $0.keeping(rule) }), request: query.page)
    }

    public func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        if let failure { throw failure }
        guard let merchant = merchants.first(where: { $0.id == id }) else { throw .merchantNotFound(id) }
        return merchant.keeping(KeptLocations(near: position))
    }

    public func territories() async throws(DirectoryError) -> [Territory] {
        if let failure { throw failure }
        return Territory.all(of: merchants)
    }

    public func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        if let failure { throw failure }
        return CatalogSummary(of: merchants, territory: territory, snapshot: info)
    }

    /// The merchants of `territory` (all when `nil`) in catalog order, read when the first batch is asked for and
    /// handed over `batchSize` at a time; a set failure fails that first batch.
    public nonisolated func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        MerchantStream {
            let batches = Batches(size: batchSize) { () throws(DirectoryError) in
                try await self.catalogMerchants(territory: territory)
            }
            return { () throws(DirectoryError) in try await batches.next() }
        }
    }

    /// Every merchant of a catalog of `territory`, in catalog order.
    public func catalogMerchants(territory: String?) throws(DirectoryError) -> [Merchant] {
        if let failure { throw failure }
        return CatalogOrder.sorted(merchants.filter { $0.isListed(inCatalogOf: territory) })
            .map { $0.keeping(KeptLocations(preferring: territory)) }
    }

    public func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        if let failure { throw failure }
        return info
    }
}
