import Domain

/// Small, readable Domain values for tests. Places are real: the coordinates are the cities' centres.
public enum Fixtures {
    public static let caracas = Coordinate(latitude: 10.4806, longitude: -66.9036)!
    public static let valencia = Coordinate(latitude: 10.1620, longitude: -68.0077)!
    public static let beirut = Coordinate(latitude: 33.8938, longitude: 35.5018)!
    public static let newYork = Coordinate(latitude: 40.7128, longitude: -74.0060)!

    public static func location(
        _ id: Int64, _ coordinate: Coordinate?, territory: String? = nil, address: String = "Main St"
    ) -> Location {
        Location(id: id, addressLines: [address], city: nil, territory: territory, coordinate: coordinate)
    }

    /// A Dash-only café with a shop in Caracas and one in Valencia.
    public static let cafe = Merchant(
        id: MerchantID("m-cafe"), name: "Café Ávila", type: .physical, paymentMethod: .dash,
        locations: [
            location(1, caracas, territory: "Distrito Capital", address: "Av. Urdaneta 1"),
            location(2, valencia, territory: "Carabobo", address: "Calle 100"),
        ])

    /// An online shop selling gift cards through CTX (6 %) and PiggyCards (a 1.5 % fee).
    public static let bookshop = Merchant(
        id: MerchantID("m-books"), name: "Books Online", type: .online, paymentMethod: .giftCard,
        website: WebLink(parsing: "books.example.com"), denominationsType: .minMax,
        locations: [location(3, nil)],
        offers: [
            ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 600), denominationsType: .minMax),
            ProviderOffer(provider: .piggyCards, discount: Discount(basisPoints: -150), denominationsType: .fixed),
        ])

    /// A grocery chain in New York and Beirut selling fixed-amount PiggyCards gift cards (3 %).
    public static let grocer = Merchant(
        id: MerchantID("m-grocer"), name: "Green Grocer", type: .both, paymentMethod: .giftCard,
        website: WebLink(parsing: "https://grocer.example.org"),
        locations: [
            location(4, newYork, territory: "New York", address: "5th Avenue 1"),
            location(5, beirut, territory: "Beirut", address: "Hamra St"),
        ],
        offers: [ProviderOffer(provider: .piggyCards, discount: Discount(basisPoints: 300), denominationsType: .fixed)])

    public static let merchants = [cafe, bookshop, grocer]

    /// Whether this build shows the grocer: it sells only through PiggyCards, a package trait
    /// (Docs/adr/0008-package-traits.md), so without the trait it is gone everywhere, and so are its territories,
    /// New York and Beirut; the bookshop stays with its CTX offer alone.
    public static let showsGrocer = GiftCardProvider.piggyCards.isEnabled

    /// How many of `merchants` this build shows: 3, or 2 without the grocer.
    public static let shownMerchantCount = showsGrocer ? 3 : 2
}
