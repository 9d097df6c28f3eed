import Domain
import Presentation

/// Hand-made view states for the golden frames and pages of both renderers: realistic data, plus the hostile names real directories hold.
public enum SampleStates {
    public static let rows = [
        MerchantRow(
            id: MerchantID("1"), name: "Books Online", offer: "6% off", place: "", locations: "online"),
        MerchantRow(
            id: MerchantID("2"), name: "Café Ávila", offer: "Dash", place: "Distrito Capital",
            locations: "2 locations", distance: "850 m", isFavourite: true),
        MerchantRow(
            id: MerchantID("3"), name: "東京ラーメン 🍜 Tokyo Ramen", offer: "Dash", place: "Carabobo",
            locations: "1 location", distance: "12.3 km"),
        MerchantRow(
            id: MerchantID("4"), name: "Evil \u{1B}]0;pwned\u{07}\u{1B}[2J Corp", offer: "1.5% fee", isFee: true,
            place: "Miranda", locations: "3 locations", distance: "41.0 km"),
        MerchantRow(
            id: MerchantID("5"), name: "Green Grocer", offer: "3% off", place: "New York", locations: "2 locations",
            distance: "3,456 km"),
        MerchantRow(
            id: MerchantID("6"), name: "مطعم \u{202E}evil\u{202C} بيروت", offer: "Gift card", place: "Beirut",
            locations: "11 locations", distance: "9,870 km"),
        MerchantRow(
            id: MerchantID("7"), name: String(repeating: "Very Long Name ", count: 700), offer: "10.25% off",
            place: "Zulia", locations: "1 location"),
    ]

    public static let merchantList = MerchantListViewState(
        tabs: [
            TabItem(title: "All", isSelected: true), TabItem(title: "Online", isSelected: false),
            TabItem(title: "Nearby", isSelected: false),
        ],
        sortText: "Sort: name", filterText: "Filters: none", locationText: "Near Caracas, within 32.2 km",
        rows: rows, selectedIndex: 1, phase: .loaded, countText: "Showing 7 of 136 merchants")

    public static let merchantDetail = MerchantDetailViewState(
        title: "Books Online", phase: .loaded, kind: "Gift card · online and shops", isFavourite: true,
        headline: "7% off with CTX",
        offers: [
            OfferRow(
                provider: "CTX", discount: "7% off", amounts: "Any amount from 10 to 500",
                source: "live from the provider"),
            OfferRow(
                provider: "PiggyCards", discount: "1.5% fee", isFee: true, amounts: "Fixed amounts: 10, 25, 50",
                source: "from the directory"),
        ],
        locationsHeading: "3 locations",
        places: [
            PlaceRow(
                address: "Av. Urdaneta 1, Caracas, Distrito Capital", distance: "850 m", phone: "+58 212 555 0101",
                map: "https://www.openstreetmap.org/?mlat=10.5006&mlon=-66.9146#map=17/10.5006/-66.9146"),
            PlaceRow(
                address: "Centro Comercial Sambil, Nivel Libertador, Local L-C33, Av. Libertador, Chacao, Caracas, "
                    + "Distrito Capital", distance: "1.9 km", phone: "+58 212 263 1907 ext. 4410"),
            PlaceRow(
                address: "Calle 100, Valencia, Carabobo", distance: "126 km",
                map: "https://www.openstreetmap.org/?mlat=10.162&mlon=-68.0077#map=17/10.162/-68.0077"),
            PlaceRow(address: "No address"),
        ],
        website: "https://books.example.com/shop/gift-cards/venezuela/caracas?campaign=dash-explore-directory",
        phone: "+58 212 555 0100",
        notice: "PiggyCards did not answer; the offer shown is the directory's.")

    public static let filters = FiltersViewState(
        rows: [
            FilterRow(group: "Pay with", label: "Dash", value: .toggle(true), detail: "pay in Dash at the merchant"),
            FilterRow(
                group: "Pay with", label: "CTX", value: .toggle(false), detail: "gift cards sold by CTX for Dash"),
            FilterRow(
                group: "Pay with", label: "PiggyCards", value: .toggle(true),
                detail: "gift cards sold by PiggyCards for Dash"),
            FilterRow(group: "Amounts", label: "Fixed amounts", value: .toggle(false)),
            FilterRow(group: "Amounts", label: "Flexible amounts", value: .toggle(false)),
            FilterRow(group: "Type", label: "Online", value: .toggle(false)),
            FilterRow(group: "Type", label: "Shops", value: .toggle(true)),
            FilterRow(group: "Type", label: "Online and shops", value: .toggle(false)),
            FilterRow(group: "Territory", label: "Territory", value: .choice("Distrito Capital")),
        ],
        selectedIndex: 2, summary: "Dash, PiggyCards, Shops, Distrito Capital", hasChanges: true)

    public static let territories = TerritoriesViewState(
        rows: [TerritoryRow(name: "Any territory", merchants: "")]
            + [
                ("Anzoátegui", 3), ("Beirut", 1), ("Carabobo", 12), ("Distrito Capital", 1_204), ("Mérida", 7),
                ("Miranda", 41), ("New York", 2), ("Nueva Esparta", 5), ("Zulia", 9), ("東京都", 1),
            ].map { TerritoryRow(name: $0.0, merchants: Formats.count($0.1, "merchant"), isChosen: $0.0 == "Carabobo") },
        selectedIndex: 3, phase: .loaded)

    public static let syncStatus = SyncStatusViewState(
        source: "https://example.org/explore/manifest.json", isSourceKnown: true,
        sync: .running("Downloading: 1.2 MB of 2.9 MB", fraction: 0.42), historyPhase: .loaded,
        history: [
            SyncHistoryRow(
                date: "2025-11-22 02:53 UTC", source: "https://example.org/explore/manifest.json",
                outcome: "Updated to the snapshot of 2025-11-22 00:00 UTC."),
            SyncHistoryRow(
                date: "2025-11-21 09:10 UTC", source: "https://example.org/explore/manifest.json",
                outcome: "Could not reach the snapshot server: connection refused.", isFailure: true),
            SyncHistoryRow(
                date: "2025-11-20 08:00 UTC", source: "file:///srv/explore/manifest.json",
                outcome: "Already up to date: the snapshot of 2025-11-19 00:00 UTC."),
        ])

    public static let catalogExport = CatalogExportViewState(
        destination: "./site", scope: "Territory: Distrito Capital",
        job: .finished("Wrote 1,214 files."),
        documents: ["./site/index.html", "./site/catalog.xml"])

    public static let locationPicker = LocationPickerViewState(
        text: "va", current: "Now: near Caracas, within 32.2 km",
        rows: [
            LocationChoiceRow(title: "Valencia", detail: "city in Carabobo", merchants: "22 merchants"),
            LocationChoiceRow(title: "Nueva Esparta", detail: "territory", merchants: "5 merchants"),
            LocationChoiceRow(
                title: "Valle de la Pascua Municipality", detail: "city in Guárico", merchants: "1 merchant"),
        ],
        selectedIndex: 1, phase: .loaded)

    public static let favourites = FavouritesViewState(
        rows: [rows[1], rows[4]].map { row in
            var row = row
            row.isFavourite = true
            return row
        }, selectedIndex: 0, phase: .loaded, countText: "2 favourites",
        missingText: "1 favourite is no longer in the directory.")

    public static let atmList = ATMListViewState(
        actionText: "Filter: all", locationText: "Nearest to Los Angeles first",
        rows: [
            ATMListRow(
                id: 1, name: "Pizzaholic", manufacturer: "LocalBTM", type: "Buy", place: "Pacoima, California",
                distance: "850 m"),
            ATMListRow(
                id: 3, name: "Metro Syngrou Fix", manufacturer: "Bcash™", type: "Buy & sell", place: "Athens",
                distance: "11,103 km"),
            ATMListRow(
                id: 9, name: "Evil\u{1B}[31m ATM with a very long name that will not fit", manufacturer: "",
                type: "?", place: "", distance: nil),
        ],
        selectedIndex: 1, phase: .loaded, countText: "Showing 3 of 2,562 ATMs")

    public static let atmDetail = ATMDetailViewState(
        title: "Pizzaholic", phase: .loaded, kind: "Buy Dash", manufacturer: "LocalBTM",
        address: ["10750 Glenoaks Blvd 3", "Pacoima, CA 91331", "USA", "Pacoima, California"], distance: "850 m",
        phone: "6266008707", website: "https://coinatmradar.com/bitcoin_atm/733/", source: "Listed by coinatmradar")
}
