import Presentation
import WebUI

/// The language a request's page is made in: the one its address chooses (`?lang=pt-BR`), else the one the browser
/// asks for (`Accept-Language`), else English. Every page answer varies with `Accept-Language`, and the page cache
/// keeps a page per language.
struct WebLanguage: Hashable, Sendable {
    /// The name of the address's field that chooses a language.
    static let field = "lang"

    /// The language of the page.
    let language: Language
    /// The language the address chose, which every address the page spells keeps (``SitePage/chosenLanguage``);
    /// `nil` when it came from the browser. A `lang` this site does not speak chooses nothing.
    let chosen: Language?

    init(query: WebQuery, acceptLanguage: String?) {
        chosen = query.value(Self.field).flatMap(Language.init(tag:))
        language = chosen ?? acceptLanguage.map { Language.preferred(acceptLanguage: $0) } ?? .english
    }

    /// The words of the page's view models and frame.
    var words: Words { Words(language) }

    /// The same page in each other language, for the language menu: `path` with `query` and `lang` set. `path` is
    /// one a route matched (a problem page's menu goes home, ``SitePage/merchantList``).
    func menu(path: String, query: WebQuery) -> [WebUI.WebLink] {
        let kept = query.fields.filter { $0.name != Self.field }
        return Language.allCases.filter { $0 != language }.map { other in
            WebLink(href: path + WebQuery(kept + [(Self.field, other.tag)]).text, text: other.name, language: other)
        }
    }
}
