/// A merchant as the detail screen shows it: locations by distance and offers resolved against live info.
public struct MerchantDetail: Hashable, Sendable {
    public var merchant: Merchant
    /// Every location with its distance, nearest first when a position is known (``LocatedPlace/nearestFirst(_:from:)``).
    public var places: [LocatedPlace]
    /// One per provider, in provider order.
    public var offers: [ResolvedOffer]
    /// Providers whose live API failed; their offers come from the snapshot. For logs, not for alarm.
    public var liveFailures: [GiftCardProvider: LiveInfoError]

    public init(
        merchant: Merchant, places: [LocatedPlace], offers: [ResolvedOffer],
        liveFailures: [GiftCardProvider: LiveInfoError] = [:]
    ) {
        self.merchant = merchant
        self.places = places
        self.offers = offers
        self.liveFailures = liveFailures
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
        let merchant = try await directory.merchant(id: id)
        let snapshotOffers = merchant.offers.filter { $0.redeemType != .url }
        let providers = Array(Set(snapshotOffers.map(\.provider))).sorted()
        let (live, failures) = await fetchLive(for: id, providers: providers)
        let offers = providers.map { provider in
            ResolvedOffer(
                provider: provider, live: live[provider],
                snapshot: snapshotOffers.first { $0.provider == provider })
        }
        return MerchantDetail(
            merchant: merchant, places: LocatedPlace.nearestFirst(merchant.locations, from: position), offers: offers,
            liveFailures: failures)
    }

    private func fetchLive(for id: MerchantID, providers: [GiftCardProvider]) async
        -> ([GiftCardProvider: LiveProviderInfo], [GiftCardProvider: LiveInfoError])
    {
        guard let liveInfo, !providers.isEmpty else { return ([:], [:]) }
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
            for await (provider, result) in group {
                switch result {
                case .success(let info?): answers[provider] = info
                case .success(nil): break
                case .failure(let error): failures[provider] = error
                }
            }
            return (answers, failures)
        }
    }
}
