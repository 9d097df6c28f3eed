import Domain

/// The JSON shape of `explore search --format json` (Docs/CLI.md): stable, every key always present.
struct SearchJSON: Encodable, Equatable {
    /// How many merchants match in all, beyond the printed page.
    var total: Int
    /// Rows skipped before this page (`--offset`), and the `--offset` of the next page (`null` after the last).
    var position: PagePosition
    var items: [Item]

    func encode(to encoder: any Encoder) throws {
        try position.encode(total: total, items: items, to: encoder)
    }

    /// One merchant row.
    struct Item: Encodable, Equatable {
        var merchantId: String
        var name: String
        /// `online`, `physical` or `both`.
        var type: String
        /// `dash` or `gift card`.
        var paymentMethod: String
        var territory: String?
        /// From `--near` to the shown location in whole metres; `null` when either is unknown.
        var distanceMeters: Int?
        var locationCount: Int
        /// The best discount in basis points (600 = 6 %, negative = a fee); `null` when there is none.
        var discountBasisPoints: Int?

        // Written by hand so that missing values are `null` rather than absent keys.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(merchantId, forKey: .merchantId)
            try container.encode(name, forKey: .name)
            try container.encode(type, forKey: .type)
            try container.encode(paymentMethod, forKey: .paymentMethod)
            try container.encode(territory, forKey: .territory)
            try container.encode(distanceMeters, forKey: .distanceMeters)
            try container.encode(locationCount, forKey: .locationCount)
            try container.encode(discountBasisPoints, forKey: .discountBasisPoints)
        }

        private enum CodingKeys: String, CodingKey {
            case merchantId, name, type, paymentMethod, territory, distanceMeters, locationCount
            case discountBasisPoints
        }
    }

    init(_ page: Page<MerchantListing>) {
        total = page.total
        position = PagePosition(page)
        items = page.items.map { listing in
            Item(
                merchantId: listing.id.rawValue, name: listing.name, type: listing.type.rawValue,
                paymentMethod: listing.paymentMethod.rawValue, territory: listing.territory,
                distanceMeters: JSONOutput.meters(listing.distance?.meters), locationCount: listing.locationCount,
                discountBasisPoints: listing.bestDiscount?.basisPoints)
        }
    }
}
