/// A merchant as the detail screen shows it: locations by distance and offers resolved against live info.
public struct MerchantDetail: Hashable, Sendable {
    public var merchant: Merchant
    /// The merchant's kept locations (the nearest to the position, ``KeptLocations``) with their distances, nearest
    /// first when a position is known (``LocatedPlace/nearestFirst(_:from:)``); `merchant.locationCount` counts all.
    public var places: [LocatedPlace]
    /// One per provider, in provider order.
    public var offers: [ResolvedOffer]
    /// Providers whose live API failed; their offers come from the snapshot. For logs, not for alarm.
    public var liveFailures: [GiftCardProvider: LiveInfoError]
    /// Providers whose live API answered that it has no record of the merchant. For logs.
    public var liveUnknown: Set<GiftCardProvider>

    public init(
        merchant: Merchant, places: [LocatedPlace], offers: [ResolvedOffer],
        liveFailures: [GiftCardProvider: LiveInfoError] = [:], liveUnknown: Set<GiftCardProvider> = []
    ) {
        self.merchant = merchant
        self.places = places
        self.offers = offers
        self.liveFailures = liveFailures
        self.liveUnknown = liveUnknown
    }

    /// The offer to show first (``ResolvedOffer/best(of:)``).
    public var bestOffer: ResolvedOffer? { ResolvedOffer.best(of: offers) }
}

/// Loads a merchant's detail: the snapshot's record, its places nearest first, and what each provider's API says
/// right now.
public struct GetMerchantDetail: Sendable {
    private let directory: any MerchantDirectory
    private let liveInfo: (any LiveProviderInfoSource)?

    /// With no live source, every offer resolves from the snapshot.
    public init(directory: any MerchantDirectory, liveInfo: (any LiveProviderInfoSource)? = nil) {
        self.directory = directory
        self.liveInfo = liveInfo
    }

    public func callAsFunction(_ id: MerchantID, near position: Coordinate?) async throws(DirectoryError)
        -> MerchantDetail
    {
        let merchant = try await directory.merchant(id: id, near: position)
        // The snapshot's side of each offer, by the rule the catalog's page tells them by too.
        let snapshotOffers = merchant.giftCardOffers
        // Every provider this build offers is asked, not only those the snapshot lists: a provider may offer a
        // merchant since the snapshot was made. A merchant redeemed through a web address is not a gift card to ask about.
        let redeemedOnline = Set(merchant.offers.filter { $0.redeemType == .url }.map(\.provider))
        let asked = GiftCardProvider.enabled.filter { !redeemedOnline.contains($0) }
        let (live, failures, unknown) = await fetchLive(for: id, providers: asked)
        let offers = GiftCardProvider.allCases.compactMap { provider -> ResolvedOffer? in
            let snapshot = snapshotOffers.first { $0.provider == provider }
            guard snapshot != nil || live[provider] != nil else { return nil }
            return ResolvedOffer(provider: provider, live: live[provider], snapshot: snapshot)
        }
        return MerchantDetail(
            merchant: merchant, places: LocatedPlace.nearestFirst(merchant.locations, from: position), offers: offers,
            liveFailures: failures, liveUnknown: unknown)
    }

    private func fetchLive(for id: MerchantID, providers: [GiftCardProvider]) async
        -> ([GiftCardProvider: LiveProviderInfo], [GiftCardProvider: LiveInfoError], Set<GiftCardProvider>)
    {
        guard let liveInfo, !providers.isEmpty else { return ([:], [:], []) }
        return await withTaskGroup(of: (GiftCardProvider, Result<LiveProviderInfo?, LiveInfoError>).self) { group in
            for provider in providers {
                group.addTask {
                    do throws(LiveInfoError) {
                        return (provider, .success(try await liveInfo.liveInfo(for: id, from: provider)))
                    } catch {
                        return (provider, .failure(error))
                    }
                }
            }
            var answers: [GiftCardProvider: LiveProviderInfo] = [:]
            var failures: [GiftCardProvider: LiveInfoError] = [:]
            var unknown: Set<GiftCardProvider> = []
            for await (provider, result) in group {
                switch result {
                case .success(let info?): answers[provider] = info
                case .success(nil): unknown.insert(provider)
                case .failure(let error): failures[provider] = error
                }
            }
            return (answers, failures, unknown)
        }
    }
}
