import Domain
import Foundation

/// A ``MerchantDirectory`` over merchants held in memory, answering by the same rules the SQLite directory must
/// follow. Presentation tests use it as a fake; Data tests use it as an oracle to compare the SQL against.
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
                merchantRowCount: merchants.reduce(0) { $0 + max(1, $1.locations.count) })
    }

    public func setFailure(_ failure: DirectoryError?) { self.failure = failure }
    public func setMerchants(_ merchants: [Merchant]) { self.merchants = Self.shown(merchants) }

    public func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        receivedQueries.append(query)
        if let failure { throw failure }
        let listings = try Self.answer(query, over: merchants)
        let items = Array(listings.dropFirst(query.page.offset).prefix(query.page.limit))
        return Page(items: items, total: listings.count, request: query.page)
    }

    public func merchant(id: MerchantID) async throws(DirectoryError) -> Merchant {
        if let failure { throw failure }
        guard let merchant = merchants.first(where: { $0.id == id }) else { throw .merchantNotFound(id) }
        return merchant
    }

    public func territories() async throws(DirectoryError) -> [Territory] {
        if let failure { throw failure }
        var counts: [String: Int] = [:]
        for merchant in merchants {
            for territory in merchant.territories { counts[territory, default: 0] += 1 }
        }
        return counts.map { Territory(name: $0.key, merchantCount: $0.value) }.sorted { $0.name < $1.name }
    }

    public func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        if let failure { throw failure }
        let chosen = merchants.filter { territory == nil || $0.territories.contains(territory!) }
        var byType: [MerchantType: Int] = [:]
        var byProvider: [GiftCardProvider: Int] = [:]
        for merchant in chosen {
            byType[merchant.type, default: 0] += 1
            for provider in Set(Self.visibleOffers(merchant).map(\.provider)) { byProvider[provider, default: 0] += 1 }
        }
        let best = chosen.map { Self.listing($0, position: nil) }
            .filter { ($0.bestDiscount?.basisPoints ?? 0) > 0 }
            .sorted { lhs, rhs in
                lhs.bestDiscount != rhs.bestDiscount
                    ? (lhs.bestDiscount ?? .zero) > (rhs.bestDiscount ?? .zero)
                    : Self.catalogKey(lhs.name, lhs.id) < Self.catalogKey(rhs.name, rhs.id)
            }
        return CatalogSummary(
            snapshot: info, merchantCount: chosen.count,
            locationCount: chosen.reduce(0) { $0 + $1.locations.count }, territories: try await territories(),
            merchantCountByType: byType, merchantCountByProvider: byProvider,
            dashMerchantCount: chosen.filter { $0.paymentMethod == .dash }.count,
            bestDiscounts: Array(best.prefix(10)))
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
        return
            merchants
            .filter { merchant in territory.map { merchant.territories.contains($0) } ?? true }
            .sorted { Self.catalogKey($0.name, $0.id) < Self.catalogKey($1.name, $1.id) }
    }

    public func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        if let failure { throw failure }
        return info
    }
}
