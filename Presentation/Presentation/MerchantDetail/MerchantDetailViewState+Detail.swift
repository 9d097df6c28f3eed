import Domain

extension MerchantDetailViewState {
    /// The loaded screen for a merchant's detail: what the screen shows once loaded, and what `explore show`
    /// prints, in a language's words.
    public init(_ detail: MerchantDetail, isFavourite: Bool, words: Words = .english) {
        let merchant = detail.merchant
        // A place with no address and no position (an online shop's 0/0 row) says nothing worth a line.
        let places = detail.places.filter { !$0.location.singleLineAddress.isEmpty || $0.location.coordinate != nil }
        // The directory kept only some of a merchant's locations when it has more than it lists: the heading counts
        // them all, and a line after the list counts the rest.
        let isCut = merchant.locationCount > merchant.locations.count
        let more = merchant.locationCount - places.count
        self.init(
            title: merchant.name, phase: .loaded, kind: words.merchantKind(merchant.paymentMethod, merchant.type),
            isFavourite: isFavourite, headline: Self.headline(detail, words),
            offers: detail.offers.map { OfferRow($0, words) },
            locationsHeading: isCut
                ? words.count(merchant.locationCount, "count.locations")
                : places.isEmpty
                    ? words(merchant.type == .online ? "detail.online-only" : "detail.no-locations")
                    : words.count(places.count, "count.locations"),
            places: places.map { PlaceRow($0, words) }, morePlaces: isCut ? words.moreLocations(more) : nil,
            website: merchant.website?.description,
            phone: Formats.phone(merchant.phone), notice: Self.notice(detail, words), screenWords: ScreenWords(words))
    }

    private static func headline(_ detail: MerchantDetail, _ words: Words) -> String? {
        if let best = detail.bestOffer, let discount = words.discount(best.discount.value) {
            return words("detail.headline", discount, best.provider.displayName)
        }
        // The merchant's own discount stands for offers only where it has none (``Domain/Merchant/giftCardOffers``).
        if detail.offers.isEmpty, let own = words.discount(detail.merchant.discount) { return own }
        return detail.merchant.paymentMethod == .dash ? words("detail.pay-with-dash") : nil
    }

    /// The providers that did not answer and whose offer is shown from the directory; a provider that failed for a
    /// merchant the directory lists no offer of is for the logs alone.
    private static func notice(_ detail: MerchantDetail, _ words: Words) -> String? {
        let shown = Set(detail.offers.map(\.provider))
        let failed = detail.liveFailures.keys.filter(shown.contains)
        guard !failed.isEmpty else { return nil }
        let names = failed.sorted().map(\.displayName).reduce(nil) { (list: String?, name) in
            list.map { words("detail.and", $0, name) } ?? name
        }
        return words("detail.notice", names ?? "")
    }
}

extension OfferRow {
    init(_ offer: ResolvedOffer, _ words: Words) {
        let value = offer.discount.value
        self.init(
            provider: offer.provider.displayName, discount: words.discount(value) ?? words("offer.none"),
            isFee: value.isFee, amounts: Self.amounts(offer, words), source: words.source(offer.source),
            isEnabled: offer.isEnabled.value)
    }

    private static func amounts(_ offer: ResolvedOffer, _ words: Words) -> String {
        switch offer.denominations {
        case .fixed(let values)?:
            return words("detail.amounts.list", values.map { "\($0)" }.joined(separator: ", "))
        case .range(let min, let max)?:
            return words("detail.amounts.range", "\(min)", "\(max)")
        case nil:
            return words(offer.denominationsType.value == .fixed ? "detail.amounts.fixed" : "detail.amounts.flexible")
        }
    }
}

extension PlaceRow {
    init(_ place: LocatedPlace, _ words: Words) {
        let address = place.location.singleLineAddress
        self.init(
            address: address.isEmpty ? words("detail.no-address") : address,
            distance: place.distance.map(words.distance),
            phone: Formats.phone(place.location.phone), map: MapAddress.of(place.location))
    }
}
