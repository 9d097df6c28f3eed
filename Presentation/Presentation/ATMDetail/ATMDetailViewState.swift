import Domain

/// Everything the ATM detail screen shows, as display-ready values.
public struct ATMDetailViewState: Hashable, Sendable {
    /// The ATM's name, or "ATM" until it is known.
    public var title: String
    public var phase: LoadPhase
    /// The directory holds no such ATM: ``phase`` is `.failed`, its sentence saying so, and a front end can answer
    /// accordingly (the web's 404) without reading the sentence.
    public var isNotFound: Bool
    /// "Buy and sell Dash", "Buy Dash", "Sell Dash", or "Type unknown".
    public var kind: String
    /// "General Bytes", when the directory names one.
    public var manufacturer: String?
    /// The address lines, then "City, Territory"; "No address" when the directory has none.
    public var address: [String]
    /// "850 m", when both positions are known.
    public var distance: String?
    public var phone: String?
    /// The web address, only when it is a safe `http(s)` link.
    public var website: String?
    /// "Listed by coinatmradar", when the directory says where it learnt of the ATM.
    public var source: String?
    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        title: String = "ATM", phase: LoadPhase = .idle, isNotFound: Bool = false, kind: String = "",
        manufacturer: String? = nil,
        address: [String] = [], distance: String? = nil, phone: String? = nil, website: String? = nil,
        source: String? = nil, screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
        self.title = title
        self.phase = phase
        self.isNotFound = isNotFound
        self.kind = kind
        self.manufacturer = manufacturer
        self.address = address
        self.distance = distance
        self.phone = phone
        self.website = website
        self.source = source
    }

    /// The loaded screen for an ATM, in a language's words.
    public init(_ listing: ATMListing, words: Words = .english) {
        let atm = listing.atm
        let location = atm.location
        let area = [location.city, location.territory].compactMap { $0 }.reduce(into: [String]()) { parts, part in
            if !parts.contains(part) { parts.append(part) }
        }
        var address = location.addressLines
        if !area.isEmpty { address.append(area.joined(separator: ", ")) }
        self.init(
            title: atm.name, phase: .loaded, kind: Self.kind(atm.type, words), manufacturer: atm.manufacturer,
            address: address.isEmpty ? [words("detail.no-address")] : address,
            distance: listing.distance.map(words.distance), phone: Formats.phone(location.phone),
            website: atm.website?.description, source: atm.source.map { words("atm.listed-by", $0) },
            screenWords: ScreenWords(words))
    }

    private static func kind(_ type: ATMType?, _ words: Words) -> String {
        switch type {
        case .buy: words("atm.kind.buy")
        case .sell: words("atm.kind.sell")
        case .buyAndSell: words("atm.kind.buy-and-sell")
        case nil: words("atm.kind.unknown")
        }
    }
}
