/// Every page of `explore serve`, the one place its addresses are spelled: the router matches ``route`` and every
/// link, form and redirect prints ``path(_:)``, so a link cannot point where no route answers.
public enum SitePage: String, CaseIterable, Sendable {
    /// The merchant list: `/?q=…&tab=…&sort=…&pay=…&near=…`.
    case merchantList
    /// One merchant: `/merchants/ID`.
    case merchant
    case filters
    /// The filters form's answer: back to the list with the filters chosen.
    case applyFilters
    case territories
    /// A territory chosen: back to the filters with it.
    case chooseTerritory
    case locationPicker
    /// A place or position chosen: back to the list, measured from there.
    case chooseLocation
    case atmList
    /// One ATM: `/atms/ID`.
    case atm

    /// The route the router matches; `:id` stands for the merchant's or the ATM's id.
    public var route: String {
        switch self {
        case .merchantList: "/"
        case .merchant: "/merchants/:id"
        case .filters: "/filters"
        case .applyFilters: "/filters/apply"
        case .territories: "/territories"
        case .chooseTerritory: "/territories/choose"
        case .locationPicker: "/location"
        case .chooseLocation: "/location/choose"
        case .atmList: "/atms"
        case .atm: "/atms/:id"
        }
    }

    /// Whether the page's address holds an id (``merchant``, ``atm``).
    public var takesID: Bool { route.hasSuffix("/:id") }

    /// The page's address, with `id` (percent-encoded) where its route has `:id`, and `query` after it.
    func path(_ id: String? = nil, query: WebQuery = WebQuery()) -> String {
        let path = takesID ? String(route.dropLast(3)) + WebQuery.encoded(id ?? "") : route
        return path + query.text
    }
}
