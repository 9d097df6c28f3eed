extension MerchantListing {
    /// The row for a whole merchant, as a list shows it: its location nearest to `position` (the first when no
    /// position is known or none has coordinates), the best discount of its active offers (else its own), its
    /// providers.
    public init(_ merchant: Merchant, near position: Coordinate?) {
        self.init(merchant, showingOneOf: merchant.locations, near: position)
    }

    /// The row for `merchant` showing the one of `locations` nearest to `position` (the first without one); it still
    /// counts all of the merchant's locations.
    init(_ merchant: Merchant, showingOneOf locations: [Location], near position: Coordinate?) {
        let places = LocatedPlace.nearestFirst(locations, from: position)
        let shown = places.first
        let visible = merchant.visibleOffers
        self.init(
            id: merchant.id, name: merchant.name, type: merchant.type, paymentMethod: merchant.paymentMethod,
            territory: shown?.location.territory, location: shown?.location,
            distance: merchant.type == .online ? nil : shown?.distance, locationCount: merchant.locationCount,
            bestDiscount: ProviderOffer.best(of: visible)?.discount
                ?? merchant.discount.flatMap { $0 == .zero ? nil : $0 },
            providers: Array(Set(visible.map(\.provider))).sorted())
    }
}
