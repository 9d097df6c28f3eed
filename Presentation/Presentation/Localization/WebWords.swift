import Domain

/// The sentences of `explore serve`'s pages around what the view states say: the frame (menu, footer, skip link),
/// headings, form labels, buttons and the problem pages, in one language.
///
/// The server hands these to the web renderer with each page's frame; the renderer draws them as they are and never
/// translates. Every sentence is in the "Web pages (explore serve)" section of the strings tables (`web.…` keys).
public struct WebWords: Hashable, Sendable {
    /// The words these sentences are made with.
    public let words: Words

    /// The page sentences of a language's words.
    public init(_ words: Words) {
        self.words = words
    }

    /// English, the language of the goldens.
    public static let english = WebWords(.english)

    /// The language of the page (`<html lang>`).
    public var language: Language { words.language }

    // MARK: The frame

    public var skipLink: String { words("web.skip-link") }
    public var siteMenu: String { words("web.menu.site") }
    public var languageMenu: String { words("web.menu.language") }
    public var merchants: String { words("web.menu.merchants") }
    public var atms: String { words("web.menu.atms") }
    public var location: String { words("web.menu.location") }
    public var search: String { words("web.search") }
    public var noLocation: String { words("web.location.none") }
    public var chooseLocationLink: String { words("web.location.choose") }
    public var changeLocation: String { words("web.location.change") }
    public var showMore: String { words("web.more") }
    public var contact: String { words("web.contact") }
    public var backHome: String { words("web.back-home") }

    // MARK: The merchant list

    /// "Merchants", or "Merchants matching “cafe”" while a search is typed.
    public func listTitle(searching text: String) -> String {
        text.isEmpty ? words("web.list.title") : words("web.list.title.matching", text)
    }
    public var listHeading: String { words("web.list.title") }
    public var listDescription: String { words("web.list.description") }
    public var listSearchLabel: String { words("web.list.search.label") }
    public var listSearchPlaceholder: String { words("web.list.search.placeholder") }
    public var tabsMenu: String { words("web.list.tabs") }
    public var sortMenu: String { words("web.list.sort") }
    public var radiusMenu: String { words("web.list.within") }
    public var listLoading: String { words("web.list.loading") }
    /// How a search that names a place is offered the merchants near it: "… list the merchants near it."
    public var nearPlaceHow: String { words("web.list.near-place.how") }
    /// "Merchants near Zürich".
    public func nearPlace(_ place: String) -> String { words("web.list.near-place", place) }
    public var chooseLocation: String { words("web.picker.title") }

    /// A sort order's link: "Name", "Distance", "Discount".
    public func sort(_ sort: MerchantSort) -> String {
        switch sort {
        case .name: words("web.sort.name")
        case .distance: words("web.sort.distance")
        case .discount: words("web.sort.discount")
        }
    }

    // MARK: A merchant

    public var merchantLoading: String { words("web.merchant.loading") }
    public var giftCards: String { words("web.merchant.gift-cards") }
    public var offerOff: String { words("web.merchant.offer-off") }

    // MARK: ATMs

    public var atmsDescription: String { words("web.atms.description") }
    public var atmsSearchLabel: String { words("web.atms.search.label") }
    public var atmsSearchPlaceholder: String { words("web.atms.search.placeholder") }
    public var atmFilterMenu: String { words("web.atms.filter") }
    public var atmsLoading: String { words("web.atms.loading") }
    /// "Cajero de Dash en Caracas": what an ATM's page is, for search results.
    public func atmDescription(_ title: String) -> String { words("web.atm.description", title) }
    public var atmLoading: String { words("web.atm.loading") }
    public var atmWhere: String { words("web.atm.where") }

    /// An ATM filter's link: every ATM, or those that buy, sell, or do both.
    public func atmAction(_ action: ATMAction?) -> String {
        switch action {
        case nil: words("web.atms.all")
        case .buy: words("web.atms.buy")
        case .sell: words("web.atms.sell")
        case .buyAndSell: words("web.atms.buy-and-sell")
        }
    }

    // MARK: Filters, territories, the location picker

    public var filters: String { words("web.filters.title") }
    /// "Now: Dash, online".
    public func filtersNow(_ summary: String) -> String { words("web.filters.now", summary) }
    public var apply: String { words("web.filters.apply") }
    public var clearAll: String { words("web.filters.clear") }
    public var cancel: String { words("web.filters.cancel") }
    public var choose: String { words("web.filters.choose") }
    public var territories: String { words("web.territories.title") }
    public var territoriesDescription: String { words("web.territories.description") }
    public var territoriesLoading: String { words("web.territories.loading") }
    public var pickerSearchLabel: String { words("web.picker.search.label") }
    public var pickerPlaceholder: String { words("web.picker.search.placeholder") }
    public var pickerLoading: String { words("web.picker.loading") }
    /// The picker's button that lists what is near the visitor, where the browser can tell their position.
    public var pickerNearMe: String { words("web.picker.near-me") }
    /// A location's link to its map, on a merchant's page.
    public var map: String { words("web.detail.map") }

    // MARK: Problems

    /// A problem page's title for an HTTP status: "Page not found", "Too many visitors"…
    public func problemTitle(_ status: Int) -> String {
        switch status {
        case 400: words("web.problem.400")
        case 404: words("web.problem.404")
        case 405: words("web.problem.405")
        case 413: words("web.problem.413")
        case 414: words("web.problem.414")
        case 503: words("web.problem.503")
        default: words("web.problem.500")
        }
    }

    /// What a problem page says.
    public func problem(_ problem: WebProblem) -> String {
        switch problem {
        case .notFound: words("web.problem.not-found")
        case .badValue(let name, let value): words("web.problem.bad-value", name, value)
        case .tooLong(let name): words("web.problem.too-long", name)
        case .methods: words("web.problem.methods")
        case .addressTooLong: words("web.problem.address-too-long")
        case .noBodies: words("web.problem.no-bodies")
        case .busy: words("web.problem.busy")
        case .unreadable: words("web.problem.unreadable")
        case .tooSlow: words("web.problem.too-slow")
        case .noATMs: words("web.problem.no-atms")
        case .nothingChosen: words("web.problem.nothing-chosen")
        case .failed: words("web.problem.failed")
        }
    }
}

/// Why `explore serve` answers with a problem page, for ``WebWords/problem(_:)`` to say.
public enum WebProblem: Hashable, Sendable {
    /// No page at this address.
    case notFound
    /// A query value that means nothing here (`tab=everything`): the name and the value, already shortened.
    case badValue(String, String)
    /// A query value longer than any the pages read.
    case tooLong(String)
    /// A method other than GET and HEAD.
    case methods
    /// A target longer than any page's.
    case addressTooLong
    /// A request with a body.
    case noBodies
    /// One request more than the server answers at once.
    case busy
    /// The snapshot cannot be read.
    case unreadable
    /// The page was not made before the deadline.
    case tooSlow
    /// A snapshot without ATMs this program can read.
    case noATMs
    /// The location picker chose nothing.
    case nothingChosen
    /// Anything else.
    case failed
}
