/// A merchant as the detail screen shows it: locations by distance and offers resolved against live info.
public struct MerchantDetail: Hashable, Sendable {
    public var merchant: Merchant
    /// Every location, nearest first when a position is known (then those without coordinates, by address).
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

/// Loads a merchant's detail: the snapshot's record, plus what each provider's API says right now.
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
        let snapshotOffers = merchant.offers.filter { $0.redeemType != .url }
        let providers = Array(Set(snapshotOffers.map(\.provider))).sorted()
        let (live, failures) = await fetchLive(for: id, providers: providers)
        let offers = providers.map { provider in
            ResolvedOffer(
                provider: provider, live: live[provider],
                snapshot: snapshotOffers.first { $0.provider == provider })
        }
        return MerchantDetail(
            merchant: merchant, places: Self.places(of: merchant, from: position), offers: offers,
            liveFailures: failures)
    }

    /// Locations with distances, nearest first; those without coordinates last, in their given order.
    public static func places(of merchant: Merchant, from position: Coordinate?) -> [LocatedPlace] {
        let places = merchant.locations.map { location in
            LocatedPlace(
                location: location,
                distance: position.flatMap { from in location.coordinate.map { from.distance(to: $0) } })
        }
        guard position != nil else { return places }
        return places.enumerated().sorted { lhs, rhs in
            switch (lhs.element.distance, rhs.element.distance) {
            case (let l?, let r?) where l != r: l < r
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
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
