import Domain
import TestSupport

/// About twenty merchants that exercise every part of a catalog: Dash and gift cards, fees, fixed and flexible
/// amounts, several territories, online shops, phones, websites and accented names.
enum CatalogFixture {
    static let version = SnapshotVersion(timestamp: 1_763_700_000_000)

    static let info = SnapshotInfo(schemaVersion: 4, version: version, merchantRowCount: 31)

    /// A `Catalog` over ``merchants`` (or other merchants) through the Domain's own use case.
    static func catalog(_ merchants: [Merchant] = merchants, territory: String? = nil) async throws -> Catalog {
        let directory = InMemoryDirectory(merchants: merchants, info: info)
        return try await BuildCatalog(directory: directory)(territory: territory)
    }

    /// The catalog of ``merchants`` with the test ATMs (two in Distrito Capital, one each in Carabobo and New York)
    /// and one in no territory whose type the directory does not say.
    static func catalogWithATMs(territory: String? = nil) async throws -> Catalog {
        var catalog = try await catalog(territory: territory)
        catalog.atms = (Fixtures.atms + [roadsideATM]).filter {
            territory == nil || $0.location.territory == territory
        }
        return catalog
    }

    /// An ATM with no territory and no type.
    static let roadsideATM = ATM(
        id: 15, name: "Roadside ATM", manufacturer: "Bitaccess",
        location: Location(
            id: 15, addressLines: ["Km 12, Carretera Panamericana"],
            coordinate: Coordinate(latitude: 10.3, longitude: -67.2)))

    /// A Dash chain of 1,002 shops, more than a merchant carries (``KeptLocations/limit``): the first 1,000 in
    /// Distrito Capital, the last two in Miranda.
    static let bigChain = Merchant(
        id: MerchantID("m-cadena"), name: "Cadena Grande", type: .physical, paymentMethod: .dash,
        locations: (1...1_002).map { (number: Int) -> Location in
            Location(
                id: Int64(2_000 + number), addressLines: ["Local \(number)"],
                city: number > 1_000 ? "Los Teques" : "Caracas",
                territory: number > 1_000 ? "Miranda" : "Distrito Capital",
                coordinate: Coordinate(latitude: 10.48, longitude: -66.9))
        })

    static let merchants: [Merchant] =
        Fixtures.merchants + [
            place(
                101, "m-arepera", "Arepera La Esquina", .dash, "Distrito Capital", "Caracas", 10.5006, -66.9146,
                phone: "+58 (212) 555-0101"),
            place(102, "m-farmacia", "Farmacia Central", .dash, "Distrito Capital", "Caracas", 10.4961, -66.8983),
            place(103, "m-ferreteria", "Ferretería El Tornillo", .dash, "Carabobo", "Valencia", 10.1700, -68.0000),
            place(104, "m-panaderia", "panadería San José", .dash, "Carabobo", "Valencia", 10.1650, -68.0100),
            place(
                105, "m-cedars", "Cedars Bakery", .dash, "Beirut", "Beirut", 33.8886, 35.4955, phone: "+961 1 555 000"),
            place(106, "m-deli", "Deli 24", .dash, "New York", "New York", 40.7306, -73.9866),
            online("m-games", "GameStop Cards", [(.ctx, 350, .fixed)]),
            online("m-air", "Airline Tickets", [(.ctx, -200, .minMax)]),
            online("m-music", "Music Stream", [(.piggyCards, 1000, .fixed), (.ctx, 800, .minMax)]),
            online("m-coffee-online", "Coffee Beans Direct", [(.ctx, 525, .minMax)], website: "coffee.example.net"),
            Merchant(
                id: MerchantID("m-hotel"), name: "Hotel Ávila", type: .both, paymentMethod: .giftCard,
                website: WebLink(parsing: "http://hotel.example.com/reservas?lang=es&x=1"),
                phone: "0212-555-0199", denominationsType: .fixed,
                locations: [
                    Location(
                        id: 30, addressLines: ["Av. Jorge Washington", "San Bernardino"], city: "Caracas",
                        territory: "Distrito Capital", coordinate: Coordinate(latitude: 10.5125, longitude: -66.8953))
                ],
                offers: [
                    ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 450), denominationsType: .fixed),
                    ProviderOffer(provider: .piggyCards, discount: Discount(basisPoints: 900), isActive: false),
                ]),
            Merchant(
                id: MerchantID("m-legacy"), name: "Legacy Gift Shop", type: .physical, paymentMethod: .giftCard,
                denominationsType: .minMax, discount: Discount(basisPoints: 250),
                locations: [Location(id: 31, addressLines: [], city: "Maracay", territory: "Aragua")]),
            Merchant(
                id: MerchantID("m-chain"), name: "Zeta Supermarkets", type: .physical, paymentMethod: .dash,
                phone: "+58 241 555 0000",
                locations: [
                    Location(
                        id: 40, addressLines: ["Centro Comercial Sambil"], city: "Valencia", territory: "Carabobo",
                        coordinate: Coordinate(latitude: 10.2270, longitude: -68.0060), phone: "+58 241 555 0001"),
                    Location(
                        id: 41, addressLines: ["Av. Bolívar"], city: "Maracay", territory: "Aragua",
                        coordinate: Coordinate(latitude: 10.2469, longitude: -67.5958)),
                    Location(id: 42, addressLines: ["Calle 5"], city: "Caracas", territory: "Distrito Capital"),
                ]),
            Merchant(
                id: MerchantID("m-url-only"), name: "Url Redeem Store", type: .online, paymentMethod: .giftCard,
                offers: [ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 1500), redeemType: .url)]),
            place(107, "m-taxi", "Taxi Libre", .dash, "Aragua", "Maracay", 10.2500, -67.6000),
            place(108, "m-tienda", "Tienda Ñandú", .dash, "Distrito Capital", "Caracas", 10.4900, -66.8800),
        ]

    private static func place(
        _ row: Int64,
        _ id: String, _ name: String, _ method: PaymentMethod, _ territory: String, _ city: String,
        _ latitude: Double, _ longitude: Double, phone: String? = nil
    ) -> Merchant {
        Merchant(
            id: MerchantID(id), name: name, type: .physical, paymentMethod: method, phone: phone,
            locations: [
                Location(
                    id: row,
                    addressLines: ["\(name) street 1"], city: city, territory: territory,
                    coordinate: Coordinate(latitude: latitude, longitude: longitude))
            ])
    }

    private static func online(
        _ id: String, _ name: String, _ offers: [(GiftCardProvider, Int, DenominationsType)], website: String? = nil
    ) -> Merchant {
        Merchant(
            id: MerchantID(id), name: name, type: .online, paymentMethod: .giftCard,
            website: WebLink(parsing: website ?? "\(id.dropFirst(2)).example.com"),
            redeemType: .online,
            offers: offers.map {
                ProviderOffer(provider: $0.0, discount: Discount(basisPoints: $0.1), denominationsType: $0.2)
            })
    }
}
