/// The gift-card offers a directory hands over for one merchant: of each provider's rows, the few that decide every
/// answer, in the directory's order.
///
/// A merchant has one offer per provider in the real directory, but a file from elsewhere may give it any number of
/// rows, and a merchant held whole costs memory in proportion. So every directory passes a merchant's offer rows
/// through this, one at a time, and keeps, of each provider's:
/// - the first that is redeemed in the app (not through a web address): the detail shows it;
/// - the active one redeemed in the app with the best discount (the first of equals): lists rank by it
///   (``ProviderOffer/best(of:)``);
/// - the first redeemed through a web address: it tells that the provider is not asked about the merchant.
///
/// So a merchant carries at most three offers per provider, and the Domain's answers about its offers (best discount,
/// providers, detail, which providers to ask) are those of all its rows. A merchant with one row per provider is
/// handed over whole, as it always was.
public struct KeptOffers: Sendable {
    /// How many rows were added, kept or not.
    public private(set) var count = 0

    private var firstRedeemable: [GiftCardProvider: Candidate] = [:]
    private var bestRedeemable: [GiftCardProvider: Candidate] = [:]
    private var firstOnline: [GiftCardProvider: Candidate] = [:]

    /// One added offer, with its place in the directory's order.
    private struct Candidate: Sendable {
        var order: Int
        var offer: ProviderOffer
    }

    /// No offers yet.
    public init() {}

    /// `offers` passed through the rule, in the order given.
    public init(_ offers: some Sequence<ProviderOffer>) {
        for offer in offers { add(offer) }
    }

    /// Counts `offer` and keeps it if it is one of the rows that decide an answer about its provider.
    public mutating func add(_ offer: ProviderOffer) {
        defer { count += 1 }
        let candidate = Candidate(order: count, offer: offer)
        let provider = offer.provider
        guard offer.redeemType != .url else {
            if firstOnline[provider] == nil { firstOnline[provider] = candidate }
            return
        }
        if firstRedeemable[provider] == nil { firstRedeemable[provider] = candidate }
        guard offer.isActive else { return }
        if let best = bestRedeemable[provider], best.offer.discount >= offer.discount { return }
        bestRedeemable[provider] = candidate
    }

    /// The kept offers, in the order they were added, each once.
    public var offers: [ProviderOffer] {
        var byOrder: [Int: ProviderOffer] = [:]
        for slot in [firstRedeemable, bestRedeemable, firstOnline] {
            for candidate in slot.values { byOrder[candidate.order] = candidate.offer }
        }
        return byOrder.sorted { $0.key < $1.key }.map(\.value)
    }
}
