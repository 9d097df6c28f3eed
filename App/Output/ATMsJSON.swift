import Domain

/// The JSON shape of `explore atms --format json` (Docs/CLI.md): stable, every key always present.
struct ATMsJSON: Encodable, Equatable {
    /// How many ATMs match in all, beyond the printed page.
    var total: Int
    /// Rows skipped before this page (`--offset`), and the `--offset` of the next page (`null` after the last).
    var position: PagePosition
    var items: [Item]

    func encode(to encoder: any Encoder) throws {
        try position.encode(total: total, items: items, to: encoder)
    }

    /// One ATM.
    struct Item: Encodable, Equatable {
        /// The row id in the directory file.
        var id: Int64
        var name: String
        var manufacturer: String?
        /// `buy`, `sell` or `both`; `null` when the file's value is unknown.
        var type: String?
        /// Whether `--type buy` lists it, by the wallets' rule (``Domain/ATMAction/admits(_:)``).
        var canBuy: Bool
        /// Whether `--type sell` lists it, by the same rule.
        var canSell: Bool
        var territory: String?
        /// The address on one line: address lines, city and territory.
        var address: String
        var latitude: Double?
        var longitude: Double?
        /// From `--near` to the ATM in whole metres; `null` when either is unknown.
        var distanceMeters: Int?

        // Written by hand so that missing values are `null` rather than absent keys.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(manufacturer, forKey: .manufacturer)
            try container.encode(type, forKey: .type)
            try container.encode(canBuy, forKey: .canBuy)
            try container.encode(canSell, forKey: .canSell)
            try container.encode(territory, forKey: .territory)
            try container.encode(address, forKey: .address)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encode(distanceMeters, forKey: .distanceMeters)
        }

        private enum CodingKeys: String, CodingKey {
            case id, name, manufacturer, type, canBuy, canSell, territory, address, latitude, longitude, distanceMeters
        }
    }

    init(_ page: Page<ATMListing>) {
        total = page.total
        position = PagePosition(page)
        items = page.items.map { listing in
            let atm = listing.atm
            return Item(
                id: atm.id, name: atm.name, manufacturer: atm.manufacturer, type: atm.type?.rawValue,
                canBuy: ATMAction.buy.admits(atm.type), canSell: ATMAction.sell.admits(atm.type),
                territory: atm.location.territory, address: atm.location.singleLineAddress,
                latitude: atm.location.coordinate?.latitude, longitude: atm.location.coordinate?.longitude,
                distanceMeters: JSONOutput.meters(listing.distance?.meters))
        }
    }
}
