import Domain
import Presentation

/// The JSON shape of `explore show --format json` (Docs/CLI.md): stable, every key always present.
struct MerchantDetailJSON: Encodable, Equatable {
    var merchantId: String
    var name: String
    var type: String
    /// A web address with its scheme, or `null`: e-mail addresses and script links never appear here.
    var website: String?
    /// The merchant's phone number as the directory holds it; `null` when it holds none, or no digit (a "-").
    var phone: String?
    /// How many locations the merchant has; `locations` lists those the directory kept, at most 1,000.
    var locationCount: Int
    var locations: [Place]
    var offers: [Offer]

    /// One location, nearest first when `--near` was given.
    struct Place: Encodable, Equatable {
        /// The address on one line.
        var address: String
        var latitude: Double?
        var longitude: Double?
        var distanceMeters: Int?
        /// The location's own phone number, by the same rule as the merchant's.
        var phone: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(address, forKey: .address)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encode(distanceMeters, forKey: .distanceMeters)
            try container.encode(phone, forKey: .phone)
        }

        private enum CodingKeys: String, CodingKey {
            case address, latitude, longitude, distanceMeters, phone
        }
    }

    /// One provider's offer after resolving live information against the snapshot.
    struct Offer: Encodable, Equatable {
        /// `CTX` or `PiggyCards`.
        var provider: String
        var enabled: Bool
        /// 600 = 6 %; negative = a fee.
        var discountBasisPoints: Int
        /// `fixed` or `min-max`.
        var denominationsType: String
        /// Where the discount came from: `live`, `snapshot` or `default`.
        var source: String
    }

    // Keys are spelled out so that a `null` website or phone is written rather than dropped.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(merchantId, forKey: .merchantId)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(website, forKey: .website)
        try container.encode(phone, forKey: .phone)
        try container.encode(locationCount, forKey: .locationCount)
        try container.encode(locations, forKey: .locations)
        try container.encode(offers, forKey: .offers)
    }

    private enum CodingKeys: String, CodingKey {
        case merchantId, name, type, website, phone, locationCount, locations, offers
    }

    init(_ detail: MerchantDetail) {
        let merchant = detail.merchant
        merchantId = merchant.id.rawValue
        name = merchant.name
        type = merchant.type.rawValue
        website = merchant.website?.description
        phone = Formats.phone(merchant.phone)
        locationCount = merchant.locationCount
        locations = detail.places.map { place in
            Place(
                address: place.location.singleLineAddress, latitude: place.location.coordinate?.latitude,
                longitude: place.location.coordinate?.longitude,
                distanceMeters: JSONOutput.meters(place.distance?.meters), phone: Formats.phone(place.location.phone))
        }
        offers = detail.offers.map { offer in
            Offer(
                provider: offer.provider.rawValue, enabled: offer.isEnabled.value,
                discountBasisPoints: offer.discount.value.basisPoints,
                denominationsType: offer.denominationsType.value.rawValue, source: offer.source.rawValue)
        }
    }
}
