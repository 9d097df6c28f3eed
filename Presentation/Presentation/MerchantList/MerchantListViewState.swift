import Domain

/// Everything the merchant list shows, as display-ready values.
public struct MerchantListViewState: Hashable, Sendable {
    /// The tabs in order, with the selected one.
    public var tabs: [TabItem]
    /// The tab shown.
    public var tab: DirectoryTab
    /// The text in the search field, as typed (the rows may still answer an earlier text).
    public var searchText: String
    /// Whether keys go to the search field (the help line changes, and the field shows a cursor).
    public var isSearchFocused: Bool
    /// The order of the rows.
    public var sort: MerchantSort
    /// The orders on offer, in the order a key that cycles them goes through: by distance only once a location is
    /// chosen.
    public var sorts: [MerchantSort]
    /// ``sort`` in words: "Sort: name".
    public var sortText: String
    /// "Filters: none", "Filters: Dash, Carabobo".
    public var filterText: String
    /// "Near Caracas, within 32.2 km", or `nil` when no location is chosen.
    public var locationText: String?
    /// Earlier searches, newest first, offered while the search field is empty.
    public var recentSearches: [String]
    /// The merchants loaded so far, every page appended.
    public var rows: [MerchantRow]
    /// The highlighted row; `nil` when there are no rows.
    public var selectedIndex: Int?
    /// Whether the first page is loaded, loading, empty or failed.
    public var phase: LoadPhase
    /// "3 merchants", "Showing 50 of 1,234 merchants".
    public var countText: String
    /// A next page is being fetched; the rows already shown stay.
    public var isLoadingMore: Bool
    /// Every matching merchant is in ``rows``.
    public var isAtEnd: Bool
    /// Why the last page request failed, while the rows already shown stay.
    public var pagingError: String?
    /// The Nearby tab is shown and no location is chosen: there is nothing to list until one is.
    public var needsLocation: Bool
    /// The place the search's words name when they name no merchant ("Zürich" for `zurich`): `n` lists the merchants
    /// near it.
    public var namedPlace: String?
    /// The names the search probably meant when it found nothing, merchants and places, nearest first ("Café Ávila"
    /// for `cafee`); the empty line says them too.
    public var suggestions: [String]
    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        tabs: [TabItem], tab: DirectoryTab = .all, searchText: String = "", isSearchFocused: Bool = false,
        sort: MerchantSort = .name, sorts: [MerchantSort] = [.name, .discount], sortText: String,
        filterText: String, locationText: String?, recentSearches: [String] = [], rows: [MerchantRow] = [],
        selectedIndex: Int? = nil, phase: LoadPhase = .idle, countText: String = "", isLoadingMore: Bool = false,
        isAtEnd: Bool = false, pagingError: String? = nil, needsLocation: Bool = false, namedPlace: String? = nil,
        suggestions: [String] = [], screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
        self.tabs = tabs
        self.tab = tab
        self.searchText = searchText
        self.isSearchFocused = isSearchFocused
        self.sort = sort
        self.sorts = sorts
        self.sortText = sortText
        self.filterText = filterText
        self.locationText = locationText
        self.recentSearches = recentSearches
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.phase = phase
        self.countText = countText
        self.isLoadingMore = isLoadingMore
        self.isAtEnd = isAtEnd
        self.pagingError = pagingError
        self.needsLocation = needsLocation
        self.namedPlace = namedPlace
        self.suggestions = suggestions
    }
}

extension MerchantListViewState {
    /// Whether the Nearby tab is the one shown.
    public var isNearby: Bool { tab == .nearby }

    /// The tabs in the tab bar's order.
    public static let tabOrder: [DirectoryTab] = DirectoryTab.allCases

    /// The orders on offer: by distance only when there is a position to measure from.
    static func sorts(located: Bool) -> [MerchantSort] {
        located ? [.name, .distance, .discount] : [.name, .discount]
    }
}

/// A tab of a tab bar.
public struct TabItem: Hashable, Sendable {
    /// The tab's name: "All", "Online", "Nearby".
    public var title: String
    /// Whether this is the tab shown.
    public var isSelected: Bool

    /// Creates a tab item.
    public init(title: String, isSelected: Bool) {
        self.title = title
        self.isSelected = isSelected
    }
}

/// One merchant in the list, in words.
public struct MerchantRow: Hashable, Sendable {
    /// The merchant, for the intent that opens it.
    public var id: MerchantID
    /// The merchant's name as the directory has it; the renderer makes it safe to draw.
    public var name: String
    /// "Dash", or the best gift-card offer: "6% off", "1.5% fee", "Gift card".
    public var offer: String
    /// Whether ``offer`` is a fee, drawn as a warning.
    public var isFee: Bool
    /// The shown location's territory; empty for web-only merchants.
    public var place: String
    /// "2 locations", or "online" for web-only merchants.
    public var locations: String
    /// "850 m", or `nil` when there is no distance to show.
    public var distance: String?
    /// Whether the user marked the merchant as a favourite.
    public var isFavourite: Bool

    /// Creates a row from words already formatted.
    public init(
        id: MerchantID, name: String, offer: String, isFee: Bool = false, place: String, locations: String,
        distance: String? = nil, isFavourite: Bool = false
    ) {
        self.id = id
        self.name = name
        self.offer = offer
        self.isFee = isFee
        self.place = place
        self.locations = locations
        self.distance = distance
        self.isFavourite = isFavourite
    }

    /// The row for a listing, in a language's words (a row's offer is short: "6% off", "-6 %").
    public init(_ listing: MerchantListing, isFavourite: Bool, words: Words = .english) {
        let discount = listing.bestDiscount.flatMap { $0 == .zero ? nil : $0 }
        let offer: String =
            switch (listing.paymentMethod, discount) {
            case (_, let discount?): words(discount.isFee ? "row.fee" : "row.discount", words.percent(discount))
            case (.dash, nil): "Dash"
            case (.giftCard, nil): words("row.gift-card")
            }
        self.init(
            id: listing.id, name: listing.name, offer: offer, isFee: listing.bestDiscount?.isFee ?? false,
            place: listing.type == .online ? "" : (listing.territory ?? listing.location?.city ?? ""),
            locations: listing.type == .online
                ? words("row.online") : words.count(listing.locationCount, "count.locations"),
            distance: listing.distance.map(words.distance), isFavourite: isFavourite)
    }
}

extension MerchantListViewState: PagedListState {}
