import Presentation

/// Every page of `explore serve`, the one place its addresses are spelled: the router matches ``route`` and every
/// link, form and redirect prints ``path(_:)``, so a link cannot point where no route answers.
///
/// A language chosen in the address (`?lang=es`) is kept by every address spelled while its page is made
/// (``chosenLanguage``): ``path(_:query:)`` adds it to links and redirects, ``formFields(_:)`` to forms.
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

    /// The page's address, with `id` (percent-encoded) where its route has `:id`, and `query` after it, then the
    /// language chosen in the address of the page being made, if any.
    func path(_ id: String? = nil, query: WebQuery = WebQuery()) -> String {
        let path = takesID ? String(route.dropLast(3)) + WebQuery.encoded(id ?? "") : route
        return path + WebQuery(Self.formFields(query.fields)).text
    }

    /// Where a form on the page goes: the route alone, since a form sends its fields as the whole query (the
    /// language goes with them, ``formFields(_:)``).
    var formAction: String { route }

    /// A form's or an address's fields, then the language chosen in the address of the page being made, if any.
    static func formFields(_ fields: [(name: String, value: String)]) -> [(name: String, value: String)] {
        guard let language = Self.chosenLanguage else { return fields }
        return fields.filter { $0.name != WebLanguage.field } + [(WebLanguage.field, language.tag)]
    }

    /// The language the visitor chose in the address of the page being made (`?lang=`), for the whole of making it;
    /// `nil` when the language came from the browser's `Accept-Language` (then addresses leave it to the browser).
    @TaskLocal static var chosenLanguage: Language?
}
