import Presentation

/// A link a page shows: where it goes, in words.
public struct WebLink: Hashable, Sendable {
    /// The address, made by the server from a screen's input or a navigation intent.
    public var href: String
    /// What the link says.
    public var text: String
    /// Whether the link is to the page shown (a tab or a sort already chosen): drawn as the current one.
    public var isCurrent: Bool
    /// The language of the page it goes to (`hreflang`), when that is the point of the link (the language menu).
    public var language: Language?

    /// Creates a link.
    public init(href: String, text: String, isCurrent: Bool = false, language: Language? = nil) {
        self.href = href
        self.text = text
        self.isCurrent = isCurrent
        self.language = language
    }
}

/// A form that asks again with GET: where it goes and the values it carries along unseen (the tab, the sort, the
/// filters and the location of the page it is on).
public struct WebForm: Hashable, Sendable {
    /// The address the form goes to.
    public var action: String
    /// Names and values sent with the form's own fields, in order.
    public var hidden: [WebField]

    /// Creates a form.
    public init(action: String, hidden: [WebField] = []) {
        self.action = action
        self.hidden = hidden
    }
}

/// A name and a value in an address's query.
public struct WebField: Hashable, Sendable {
    public var name: String
    public var value: String

    /// Creates a field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What every page shares: the site's name, its navigation (which keeps the visitor's location), a footer line, the
/// same page in the other languages, and the words of the page around its view state, in the page's language.
public struct WebFrame: Hashable, Sendable {
    /// The site's name, in the header and every title.
    public var siteTitle: String
    /// The home page.
    public var home: String
    /// The header's links: Merchants, ATMs, Location.
    public var navigation: [WebLink]
    /// "Directory updated 1 January 2026.", or `nil`.
    public var footer: String?
    /// The headings, labels, buttons and problems of the page, in its language (`<html lang>`).
    public var words: WebWords
    /// The same page in each other language, for the language menu; none: no menu.
    public var languages: [WebLink]

    /// Creates a frame.
    public init(
        siteTitle: String, home: String, navigation: [WebLink], footer: String? = nil, words: WebWords = .english,
        languages: [WebLink] = []
    ) {
        self.siteTitle = siteTitle
        self.home = home
        self.navigation = navigation
        self.footer = footer
        self.words = words
        self.languages = languages
    }
}
