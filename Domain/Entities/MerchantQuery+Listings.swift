extension MerchantQuery {
    /// Every listing of `merchants` that the query asks for, in the query's order, before paging: the one statement
    /// of what a search answers, which every ``MerchantDirectory`` follows.
    ///
    /// A merchant is listed when its name matches ``text`` (``SearchWords``), it passes ``filters``
    /// (``MerchantFilters/admit(_:)``) and it belongs to the tab: Online wants merchants that sell online, Nearby
    /// merchants with shops whose nearest location is within ``radius`` (``NearbyRule``; without a position or with a
    /// radius out of range this throws `.invalidQuery`). A Nearby row shows that nearest location; elsewhere a row
    /// shows the location nearest to ``position`` (the first without one), among the merchant's locations in the
    /// filtered territory when it has any there, and still counts all of its locations. The merchants carry the
    /// locations ``keptLocations`` keeps, or all of them.
    public func listings(among merchants: [Merchant]) throws(DirectoryError) -> [MerchantListing] {
        let words = SearchWords(text)
        let candidates = merchants.filter { merchant in
            words.matches(merchant.name) && filters.admit(merchant)
                && (tab != .online || merchant.type.sellsOnline) && (tab != .nearby || merchant.type.hasShops)
        }
        guard tab == .nearby else { return sorted(candidates.map(listing(for:))) }
        let centre = try NearbyRule.centre(position, within: radius)
        let byID = Dictionary(candidates.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs = candidates.flatMap { merchant in merchant.locations.map { (merchant.id, $0) } }
        // The Nearby rule orders its matches nearest first; a sort by distance keeps that order.
        let listings = NearbyRule.matches(among: pairs, around: centre, within: radius).compactMap { match in
            byID[match.merchantID].map { merchant in
                var listing = MerchantListing(merchant, near: nil)
                listing.location = match.location
                listing.territory = match.location.territory
                listing.distance = match.distance
                return listing
            }
        }
        return sort == .distance ? listings : sorted(listings)
    }

    /// The row of a merchant outside Nearby: its location nearest to ``position``, chosen among its locations in the
    /// filtered territory when it has any there.
    private func listing(for merchant: Merchant) -> MerchantListing {
        let inside = filters.territory.map { territory in merchant.locations.filter { $0.territory == territory } }
        return MerchantListing(
            merchant, showingOneOf: inside?.isEmpty == false ? inside ?? [] : merchant.locations, near: position)
    }

    /// Which locations of each merchant this query needs (``KeptLocations``): the nearest to ``position``, and
    /// outside Nearby those in the filtered territory first, so that every row shows the location the rules choose.
    /// Nearby wants each merchant's nearest location wherever it is.
    public var keptLocations: KeptLocations {
        KeptLocations(near: position, preferring: tab == .nearby ? nil : filters.territory)
    }

    /// `listings` in the order of ``sort``, ties (and rows without a distance or a discount) by ``CatalogOrder``.
    private func sorted(_ listings: [MerchantListing]) -> [MerchantListing] {
        let byName: (MerchantListing, MerchantListing) -> Bool = {
            CatalogOrder.key($0.name, $0.id) < CatalogOrder.key($1.name, $1.id)
        }
        switch sort {
        case .name:
            return listings.sorted(by: byName)
        case .distance:
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
}

extension MerchantFilters {
    /// Whether `merchant` passes every filter: it takes one of the payment options (Dash directly, or a visible offer
    /// of the option's provider), sells one of the denominations (by a visible offer or its own column), has a
    /// location in the territory, and is one of the types. An empty filter passes everyone.
    public func admit(_ merchant: Merchant) -> Bool {
        let offers = merchant.visibleOffers
        if !paymentOptions.isEmpty {
            let matches = paymentOptions.contains { option in
                switch option.provider {
                case nil: merchant.paymentMethod == .dash
                case let provider?: offers.contains { $0.provider == provider }
                }
            }
            if !matches { return false }
        }
        if !denominations.isEmpty {
            let types = Set(offers.compactMap(\.denominationsType) + [merchant.denominationsType].compactMap { $0 })
            if types.isDisjoint(with: denominations) { return false }
        }
        if let territory, !merchant.territories.contains(territory) { return false }
        if !types.isEmpty, !types.contains(merchant.type) { return false }
        return true
    }
}
