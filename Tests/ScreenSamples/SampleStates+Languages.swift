import Domain
import Presentation

/// The samples of the merchant list, a merchant and the location picker made through ``Words``: the same merchants
/// and places as the English samples, in any language. In English they are the English samples, word for word.
extension SampleStates {
    /// The merchants of ``rows``, as the directory lists them.
    public static let listings = [
        MerchantListing(
            id: MerchantID("1"), name: "Books Online", type: .online, paymentMethod: .giftCard,
            bestDiscount: Discount(basisPoints: 600)),
        MerchantListing(
            id: MerchantID("2"), name: "Café Ávila", type: .physical, paymentMethod: .dash,
            territory: "Distrito Capital", distance: Distance(meters: 850), locationCount: 2),
        MerchantListing(
            id: MerchantID("3"), name: "東京ラーメン 🍜 Tokyo Ramen", type: .physical, paymentMethod: .dash,
            territory: "Carabobo", distance: .kilometers(12.3), locationCount: 1),
        MerchantListing(
            id: MerchantID("4"), name: "Evil \u{1B}]0;pwned\u{07}\u{1B}[2J Corp", type: .physical,
            paymentMethod: .giftCard, territory: "Miranda", distance: .kilometers(41), locationCount: 3,
            bestDiscount: Discount(basisPoints: -150)),
        MerchantListing(
            id: MerchantID("5"), name: "Green Grocer", type: .physical, paymentMethod: .giftCard,
            territory: "New York", distance: .kilometers(3456), locationCount: 2,
            bestDiscount: Discount(basisPoints: 300)),
        MerchantListing(
            id: MerchantID("6"), name: "مطعم \u{202E}evil\u{202C} بيروت", type: .physical, paymentMethod: .giftCard,
            territory: "Beirut", distance: .kilometers(9870), locationCount: 11),
        MerchantListing(
            id: MerchantID("7"), name: String(repeating: "Very Long Name ", count: 700), type: .physical,
            paymentMethod: .giftCard, territory: "Zulia", locationCount: 1, bestDiscount: Discount(basisPoints: 1025)),
    ]

    /// ``merchantList`` in a language.
    public static func merchantList(in language: Language) -> MerchantListViewState {
        let words = Words(language)
        return MerchantListViewState(
            tabs: [
                TabItem(title: words("list.tab.all"), isSelected: true),
                TabItem(title: words("list.tab.online"), isSelected: false),
                TabItem(title: words("list.tab.nearby"), isSelected: false),
            ],
            sortText: words("list.sort", words("list.sort.name")),
            filterText: words("list.filters", words("filter.none")),
            locationText: words("list.near", "Caracas", words.distance(.kilometers(32.2))),
            rows: listings.map { MerchantRow($0, isFavourite: $0.id == MerchantID("2"), words: words) },
            selectedIndex: 1, phase: .loaded,
            countText: words("list.count.showing", words.number(7), words.count(136, "count.merchants")),
            screenWords: ScreenWords(words))
    }

    /// ``merchantDetail`` in a language.
    public static func merchantDetail(in language: Language) -> MerchantDetailViewState {
        let words = Words(language)
        return MerchantDetailViewState(
            title: "Books Online", phase: .loaded, kind: words.merchantKind(.giftCard, .both), isFavourite: true,
            headline: words("detail.headline", words.discount(Discount(basisPoints: 700)) ?? "", "CTX"),
            offers: [
                OfferRow(
                    provider: "CTX", discount: words.discount(Discount(basisPoints: 700)) ?? "",
                    amounts: words("detail.amounts.range", "10", "500"), source: words.source(.live)),
                OfferRow(
                    provider: "PiggyCards", discount: words.discount(Discount(basisPoints: -150)) ?? "", isFee: true,
                    amounts: words("detail.amounts.list", "10, 25, 50"), source: words.source(.snapshot)),
            ],
            locationsHeading: words.count(3, "count.locations"),
            places: [
                PlaceRow(
                    address: "Av. Urdaneta 1, Caracas, Distrito Capital",
                    distance: words.distance(Distance(meters: 850)),
                    phone: "+58 212 555 0101",
                    map: "https://www.openstreetmap.org/?mlat=10.5006&mlon=-66.9146#map=17/10.5006/-66.9146"),
                PlaceRow(
                    address: "Centro Comercial Sambil, Nivel Libertador, Local L-C33, Av. Libertador, Chacao, Caracas, "
                        + "Distrito Capital", distance: words.distance(.kilometers(1.9)),
                    phone: "+58 212 263 1907 ext. 4410"),
                PlaceRow(
                    address: "Calle 100, Valencia, Carabobo", distance: words.distance(.kilometers(126)),
                    map: "https://www.openstreetmap.org/?mlat=10.162&mlon=-68.0077#map=17/10.162/-68.0077"),
                PlaceRow(address: words("detail.no-address")),
            ],
            website: "https://books.example.com/shop/gift-cards/venezuela/caracas?campaign=dash-explore-directory",
            phone: "+58 212 555 0100",
            notice: words("detail.notice", "PiggyCards"), screenWords: ScreenWords(words))
    }

    /// ``locationPicker`` in a language.
    public static func locationPicker(in language: Language) -> LocationPickerViewState {
        let words = Words(language)
        return LocationPickerViewState(
            text: "va", current: words("picker.now", "Caracas", words.distance(.kilometers(32.2))),
            rows: [
                LocationChoiceRow(
                    title: "Valencia", detail: words("picker.city-in", "Carabobo"),
                    merchants: words.count(22, "count.merchants")),
                LocationChoiceRow(
                    title: "Nueva Esparta", detail: words("picker.territory"),
                    merchants: words.count(5, "count.merchants")),
                LocationChoiceRow(
                    title: "Valle de la Pascua Municipality", detail: words("picker.city-in", "Guárico"),
                    merchants: words.count(1, "count.merchants")),
            ],
            selectedIndex: 1, phase: .loaded, screenWords: ScreenWords(words))
    }
}
