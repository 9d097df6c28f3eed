import Domain
import GRDB
import SnapshotFile

/// What a listing shows of a merchant's offers: the providers this build shows with an offer that counts, the best
/// of their discounts, and whether a provider this build hides has a row for the merchant (active or not). Then, as in
/// ``Domain/Merchant/withEnabledProviders``, the head's own discount is not shown: the directory may have copied it
/// from that provider.
struct ListedOffers {
    /// In ``GiftCardProvider`` order, each once.
    var providers: [GiftCardProvider] = []
    var best: Discount?
    var namesHiddenProvider = false

    init() {}

    /// From every offer of a known provider, active or not.
    init(_ offers: [ProviderOffer]) {
        let visible = offers.filter { $0.isActive && $0.redeemType != .url && $0.provider.isEnabled }
        providers = Array(Set(visible.map(\.provider))).sorted()
        best = ProviderOffer.best(of: visible)?.discount
        namesHiddenProvider = offers.contains { !$0.provider.isEnabled }
    }

    /// The offers of each merchant of `page`, by its head's row id, from every provider row it has (files whose
    /// marker vouches for ``SummaryTables`` give them from those: ``ListingReads``).
    static func fromRows(of page: [Candidate], sql: IndexedSQL, db: Database) throws -> [Int64: ListedOffers] {
        let offers = try DirectoryReads(sql: sql, db: db).offers(of: page.map(\.id.rawValue))
        var byHead: [Int64: ListedOffers] = [:]
        for candidate in page {
            if let merchantOffers = offers[candidate.id.rawValue] {
                byHead[candidate.headID] = ListedOffers(merchantOffers)
            }
        }
        return byHead
    }

    /// A merchant's rows of ``SummaryTables/Offers`` as one text, as the heads store them (``SummaryTables/Facts``):
    /// `provider:discount` for each provider, joined by commas, the discount empty when no offer counts
    /// (`ctx:1150,piggycards:`). The providers are the known keys, which hold neither separator.
    static func storedText(_ o: SQLTable<SummaryTables.Offers>) -> String {
        "\(o[.provider]) || ':' || IFNULL(\(o[.bestDiscount]), '')"
    }

    /// From the text ``storedText(_:)`` makes (none: no offers); a part naming no known provider is skipped.
    init(stored text: String?) {
        guard let text else { return }
        // Slices of the text, found by their separators' bytes: no array and no copy per part.
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: ",")) ?? utf8.endIndex
            let colon = utf8[start..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
            if let provider = StoredEnums.provider(String(text[start..<colon])) {
                let discount = colon < end ? Int(text[utf8.index(after: colon)..<end]) : nil
                add(provider, best: discount.map(Discount.init(basisPoints:)))
            }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
    }

    /// One provider's best offer that counts in any build (`nil` when none does), as ``SummaryTables/Offers`` holds it.
    mutating func add(_ provider: GiftCardProvider, best offer: Discount?) {
        guard provider.isEnabled else {
            namesHiddenProvider = true
            return
        }
        guard let offer else { return }
        providers.append(provider)
        providers.sort()
        best = max(best ?? offer, offer)
    }
}
