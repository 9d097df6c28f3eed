import Domain

extension InMemoryDirectory {
    /// The merchants as this build shows them, by the Domain's rule for disabled providers: applied once, when the
    /// merchants arrive, so that every answer (search, detail, territories, catalog) follows it.
    public static func shown(_ merchants: [Merchant]) -> [Merchant] {
        merchants.compactMap(\.withEnabledProviders)
    }

    /// Every listing matching the query, in order, before paging; a Nearby query needs a position and a radius in
    /// range, as every directory's does (``NearbyRule/centre(_:within:)``).
    public static func answer(_ query: MerchantQuery, over merchants: [Merchant]) throws(DirectoryError)
        -> [MerchantListing]
    {
        let words = SearchWords(query.text)
        let candidates = merchants.filter { merchant in
            words.matches(merchant.name) && matchesFilters(merchant, query.filters)
                && (query.tab != .online || merchant.type.sellsOnline)
                && (query.tab != .nearby || merchant.type.hasShops)
        }
        var listings: [MerchantListing]
        if query.tab == .nearby {
            let position = try NearbyRule.centre(query.position, within: query.radius)
            let pairs = candidates.flatMap { merchant in merchant.locations.map { (merchant.id, $0) } }
            let byID = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0) })
            listings = NearbyRule.matches(among: pairs, around: position, within: query.radius).map { match in
                var listing = listing(byID[match.merchantID]!, position: nil)
                listing.location = match.location
                listing.territory = match.location.territory
                listing.distance = match.distance
                return listing
            }
        } else {
            listings = candidates.map { listing($0, position: query.position, territory: query.filters.territory) }
        }
        return sorted(listings, by: query.sort, keepingDistanceOrder: query.tab == .nearby)
    }

    /// The listing row for a merchant: its nearest location to `position`, or its first location; with a territory
    /// filter, among its locations in that territory.
    public static func listing(_ merchant: Merchant, position: Coordinate?, territory: String? = nil)
        -> MerchantListing
    {
        var shownFrom = merchant
        let inside = merchant.locations.filter { territory == nil || $0.territory == territory }
        if !inside.isEmpty { shownFrom.locations = inside }
        let place = LocatedPlace.nearestFirst(shownFrom.locations, from: position).first
        let offers = visibleOffers(merchant)
        let best = ProviderOffer.best(of: offers)?.discount ?? merchant.discount.flatMap { $0 == .zero ? nil : $0 }
        return MerchantListing(
            id: merchant.id, name: merchant.name, type: merchant.type, paymentMethod: merchant.paymentMethod,
            territory: place?.location.territory, location: place?.location,
            distance: merchant.type == .online ? nil : place?.distance, locationCount: merchant.locations.count,
            bestDiscount: best, providers: Array(Set(offers.map(\.provider))).sorted())
    }

    static func visibleOffers(_ merchant: Merchant) -> [ProviderOffer] {
        merchant.offers.filter { $0.isActive && $0.redeemType != .url }
    }

    static func matchesFilters(_ merchant: Merchant, _ filters: MerchantFilters) -> Bool {
        let offers = visibleOffers(merchant)
        if !filters.paymentOptions.isEmpty {
            let matches = filters.paymentOptions.contains { option in
                switch option.provider {
                case nil: merchant.paymentMethod == .dash
                case let provider?: offers.contains { $0.provider == provider }
                }
            }
            if !matches { return false }
        }
        if !filters.denominations.isEmpty {
            let types = Set(offers.compactMap(\.denominationsType) + [merchant.denominationsType].compactMap { $0 })
            if types.isDisjoint(with: filters.denominations) { return false }
        }
        if let territory = filters.territory, !merchant.territories.contains(territory) { return false }
        if !filters.types.isEmpty, !filters.types.contains(merchant.type) { return false }
        return true
    }

    static func sorted(_ listings: [MerchantListing], by sort: MerchantSort, keepingDistanceOrder: Bool)
        -> [MerchantListing]
    {
        let byName: (MerchantListing, MerchantListing) -> Bool = {
            catalogKey($0.name, $0.id) < catalogKey($1.name, $1.id)
        }
        switch sort {
        case .name:
            return listings.sorted(by: byName)
        case .distance:
            if keepingDistanceOrder { return listings }
            return NearestFirst.sorted(listings, distance: { $0.distance }, tieBreak: byName)
        case .discount:
            return listings.sorted { lhs, rhs in
                switch (lhs.bestDiscount, rhs.bestDiscount) {
                case (let l?, let r?) where l != r: l > r
                case (.some, nil): true
                case (nil, .some): false
                default: byName(lhs, rhs)
                }
            }
        }
    }

    /// The folded name (``SearchWords/orderKey(_:)``), then id: the order of names everywhere.
    static func catalogKey(_ name: String, _ id: MerchantID) -> (String, String) {
        (SearchWords.orderKey(name), id.rawValue)
    }
}
