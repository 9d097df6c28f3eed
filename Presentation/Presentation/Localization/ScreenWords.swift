/// The words a terminal screen draws around its view state: headings, labels, key help, what loading says.
///
/// A view state carries these beside its sentences, so that the text renderer draws them as given and never
/// translates: Presentation says each one in the state's language.
public struct ScreenWords: Hashable, Sendable {
    /// The language every word here is in.
    public let words: Words

    /// The screens' words in a language.
    public init(_ words: Words) {
        self.words = words
    }

    /// English, the words of the goldens.
    public static let english = ScreenWords(.english)

    // MARK: Every screen

    /// "Loading…"
    public var loading: String { words("screen.loading") }
    /// "Press r to try again."
    public var retryHint: String { words("screen.retry-hint") }
    /// "Searching…"
    public var searching: String { words("screen.searching") }
    /// "loading more…", after the count.
    public var loadingMore: String { words("screen.loading-more") }
    /// "Search:", before a search field's text.
    public var search: String { words("screen.search") }
    /// "Recent: cafe, books": the recent searches a search field offers.
    public func recent(_ searches: [String]) -> String { words("screen.recent", searches.joined(separator: ", ")) }
    /// "★ favourite"
    public var favouriteMark: String { words("screen.favourite-mark") }
    /// "Website", a label.
    public var website: String { words("screen.website") }
    /// "Phone", a label.
    public var phone: String { words("screen.phone") }

    // MARK: The key help

    /// "Keys of Merchants": the title of a screen's key help.
    public func keysOf(_ screen: String) -> String { words("keys.title", screen) }
    /// "Ctrl-C quits from every screen, even while typing."
    public var ctrlC: String { words("keys.ctrl-c") }
    /// "any key", what leaves the key help.
    public var anyKey: String { words("keys.any-key") }
    /// What a key does, in a word or two: `key("quit")` for "quit", `key("near", "Zürich")` for "near Zürich".
    public func key(_ name: String, _ arguments: String...) -> String {
        arguments.isEmpty ? words("key.\(name)") : words("key.\(name)", arguments[0])
    }

    // MARK: The merchant list

    /// "Merchants", the list's title.
    public var merchants: String { words("list.title") }
    /// "Loading merchants…"
    public var loadingMerchants: String { words("list.loading") }
    /// "/ to search by name"
    public var searchHint: String { words("list.search-hint") }
    /// "Press l to choose a city, a territory or a position."
    public var locationHint: String { words("list.location-hint") }
    /// The merchant table's headings: "Merchant", "Offer", "Where", "Locations", "Distance", "Id".
    public func heading(_ column: String) -> String { words("table.\(column)") }

    // MARK: A merchant

    /// "Gift card offers"
    public var giftCardOffers: String { words("detail.offers") }

    // MARK: The ATMs

    /// "ATMs", the list's title.
    public var atms: String { words("atms.title") }
    /// "Loading ATMs…"
    public var loadingATMs: String { words("atms.loading") }
    /// "/ to search by name or maker"
    public var atmSearchHint: String { words("atms.search-hint") }

    /// "Address", the heading of an ATM's address.
    public var address: String { words("atm.address") }
    /// "850 m away"
    public func away(_ distance: String) -> String { words("atm.away", distance) }

    // MARK: The favourites

    /// "Favourites", the screen's title.
    public var favourites: String { words("favourites.title") }
    /// "Loading favourites…"
    public var loadingFavourites: String { words("favourites.loading") }

    // MARK: The filters

    /// "Filters", the screen's title.
    public var filters: String { words("filters.title") }
    /// "Showing:", before the filters' summary.
    public var filtersShowing: String { words("filters.showing") }
    /// "changed"
    public var filtersChanged: String { words("filters.changed") }
    /// "Press a to apply the changes."
    public var filtersApplyHint: String { words("filters.apply-hint") }

    // MARK: The territories

    /// "Territory", the screen's title.
    public var territory: String { words("territories.title") }
    /// "Loading territories…"
    public var loadingTerritories: String { words("territories.loading") }
    /// "12 territories"
    public func territories(_ count: Int) -> String { words.count(count, "count.territories") }

    // MARK: The location picker

    /// "Location", the picker's title.
    public var location: String { words("picker.title") }
    /// "Place or LAT,LON:", before the field.
    public var placeField: String { words("picker.field") }
    /// "Reading the directory's places…"
    public var readingPlaces: String { words("picker.loading") }
    /// "Press Esc, then l to try again."
    public var pickerRetryHint: String { words("picker.retry-hint") }
}
