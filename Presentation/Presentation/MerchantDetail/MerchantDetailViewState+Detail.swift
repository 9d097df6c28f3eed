import Domain

extension MerchantDetailViewState {
    /// The loaded screen for a merchant's detail: what the screen shows once loaded, and what `explore show`
    /// prints.
    public init(_ detail: MerchantDetail, isFavourite: Bool) {
        let merchant = detail.merchant
        // A place with no address and no position (an online shop's 0/0 row) says nothing worth a line.
        let places = detail.places.filter { !$0.location.singleLineAddress.isEmpty || $0.location.coordinate != nil }
        // The directory kept only some of a merchant's locations when it has more than it lists: the heading counts
        // them all, and a line after the list counts the rest.
        let isCut = merchant.locationCount > merchant.locations.count
        let more = merchant.locationCount - places.count
        self.init(
            title: merchant.name, phase: .loaded, kind: Formats.merchantKind(merchant.paymentMethod, merchant.type),
            isFavourite: isFavourite, headline: Self.headline(detail), offers: detail.offers.map(OfferRow.init),
            locationsHeading: isCut
                ? Formats.count(merchant.locationCount, "location")
                : places.isEmpty
                    ? (merchant.type == .online ? "Online only" : "No locations listed")
                    : Formats.count(places.count, "location"),
            places: places.map(PlaceRow.init), morePlaces: isCut ? Formats.moreLocations(more) : nil,
            website: merchant.website?.description,
            phone: Formats.phone(merchant.phone), notice: Self.notice(detail))
    }

    private static func headline(_ detail: MerchantDetail) -> String? {
        if let best = detail.bestOffer, let discount = Formats.discount(best.discount.value) {
            return "\(discount) with \(best.provider.displayName)"
        }
        // The merchant's own discount stands for offers only where it has none (``Domain/Merchant/giftCardOffers``).
        if detail.offers.isEmpty, let own = Formats.discount(detail.merchant.discount) { return own }
        return detail.merchant.paymentMethod == .dash ? "Pay with Dash" : nil
    }

    /// The providers that did not answer and whose offer is shown from the directory; a provider that failed for a
    /// merchant the directory lists no offer of is for the logs alone.
    private static func notice(_ detail: MerchantDetail) -> String? {
        let shown = Set(detail.offers.map(\.provider))
        let failed = detail.liveFailures.keys.filter(shown.contains)
        guard !failed.isEmpty else { return nil }
        let names = failed.sorted().map(\.displayName).joined(separator: " and ")
        return "\(names) did not answer; the offer shown is the directory's."
    }
}

extension OfferRow {
    init(_ offer: ResolvedOffer) {
        self.init(
            provider: offer.provider.displayName, discount: offer.discount.value.description,
            isFee: offer.discount.value.isFee, amounts: Self.amounts(offer), source: Formats.source(offer.source),
            isEnabled: offer.isEnabled.value)
    }

    private static func amounts(_ offer: ResolvedOffer) -> String {
        switch offer.denominations {
        case .fixed(let values)?:
            return "Fixed amounts: " + values.map { "\($0)" }.joined(separator: ", ")
        case .range(let min, let max)?:
            return "Any amount from \(min) to \(max)"
        case nil:
            return offer.denominationsType.value == .fixed ? "Fixed amounts" : "Flexible amounts"
        }
    }
}

extension PlaceRow {
    init(_ place: LocatedPlace) {
        let address = place.location.singleLineAddress
        self.init(
            address: address.isEmpty ? "No address" : address, distance: place.distance.map(Formats.distance),
            phone: Formats.phone(place.location.phone), map: MapAddress.of(place.location))
    }
}
