/// A city of the built-in sample: where it is, how its shops are named and addressed, and how its phone numbers
/// start.
struct ShowcaseCity: Sendable {
    var place: SamplePlace
    /// How many shares of the sample's local shops the city gets: the real directory is densest in Venezuela.
    var weight: Int
    var names: [NamePack]
    var streets: [String]
    var address: AddressStyle
    /// The country and area code: "+58 212".
    var phonePrefix: String
    /// The word for a shop's number in a building ("Local", "Suite"), when the city's addresses use one.
    var unit: String?
    /// Shopping centres that hold many of the city's shops (their addresses run long).
    var malls: [String]

    /// Where the house number goes.
    enum AddressStyle: Sendable {
        /// "350 Canal Street".
        case numberFirst
        /// "Calle Los Mangos 12".
        case numberAfter
        /// "台東区浅草1-4-2".
        case blockNumbers
    }

    init(
        _ city: String, _ territory: String, _ latitude: Double, _ longitude: Double, spread: Double, weight: Int = 1,
        names: [NamePack], streets: [String], address: AddressStyle = .numberAfter, phone: String,
        unit: String? = nil, malls: [String] = []
    ) {
        place = SamplePlace(city: city, territory: territory, latitude: latitude, longitude: longitude, spread: spread)
        self.weight = weight
        self.names = names
        self.streets = streets
        self.address = address
        phonePrefix = phone
        self.unit = unit
        self.malls = malls
    }

    /// A street address in the city's style.
    func streetAddress(_ random: inout SplitMix64) -> String {
        let street = random.pick(streets)
        return switch address {
        case .numberFirst: "\(random.int(in: 1...999)) \(street)"
        case .numberAfter: "\(street) \(random.int(in: 1...250))"
        case .blockNumbers: "\(street)\(random.int(in: 1...5))-\(random.int(in: 1...20))-\(random.int(in: 1...12))"
        }
    }

    /// The address lines of a shop: in a mall now and then ("Centro Comercial Sambil, Nivel Acuario, Local 33"),
    /// else a street address, with the shop's number in the building when the city writes one: four lines, as the
    /// file has four address columns.
    func addressLines(_ random: inout SplitMix64) -> [String?] {
        if !malls.isEmpty, random.chance(0.35) {
            let unit = self.unit ?? "Local"
            return [
                random.pick(malls) + ", \(unit) \(random.pick(["L", "PB", "N1"]))-\(random.int(in: 1...120))", nil, nil,
                nil,
            ]
        }
        let street = streetAddress(&random)
        guard let unit, random.chance(0.3) else { return [street, nil, nil, nil] }
        return [street, "\(unit) \(random.int(in: 1...60))", nil, nil]
    }

    /// A local phone number: the prefix and seven or eight digits in two groups.
    func phone(_ random: inout SplitMix64) -> String {
        "\(phonePrefix) \(random.int(in: 200...999)) \(random.int(in: 1000...9999))"
    }
}
