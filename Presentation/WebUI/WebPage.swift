import Presentation

/// The frame every served page shares: head, skip link, header with navigation, `main`, footer. Its stylesheet is
/// the catalog's (`/assets/style.css`), so the served pages and a published catalog look like one product, with the
/// few rules only the server's pages need in `/assets/serve.css`.
enum WebPage {
    /// The addresses of the files every page links to; the server serves these and nothing else from outside.
    enum Assets {
        static let style = "/assets/style.css"
        static let serveStyle = "/assets/serve.css"
        static let script = "/assets/serve.js"
        static let favicon = "/favicon.ico"
        static let vectorIcon = "/assets/favicon.svg"
    }

    /// A whole page; `description` is what search results and link previews show of it (a form's page has none), and
    /// `content` writes what goes in `main`, starting with its only `h1`.
    static func document(
        title: String, description: String? = nil, frame: WebFrame, content: (inout HTML) -> Void
    ) -> String {
        var html = HTML()
        html.doctype()
        html.element("html", ["lang": frame.words.language.tag]) { html in
            html.element("head") { html in
                html.void("meta", ["charset": "utf-8"])
                html.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
                html.element("title", text: title == frame.siteTitle ? title : "\(title) – \(frame.siteTitle)")
                if let description { html.void("meta", ["name": "description", "content": description]) }
                html.void("link", ["rel": "icon", "href": Assets.favicon, "sizes": "32x32"])
                html.void("link", ["rel": "icon", "href": Assets.vectorIcon, "type": "image/svg+xml"])
                html.void("link", ["rel": "stylesheet", "href": Assets.style])
                html.void("link", ["rel": "stylesheet", "href": Assets.serveStyle])
                html.element("script", ["src": Assets.script, "defer": ""], text: "")
            }
            html.element("body") { html in
                html.element("a", ["class": "skip-link", "href": "#main"], text: frame.words.skipLink)
                header(frame, into: &html)
                html.element("main", ["id": "main"]) { html in content(&html) }
                if let footer = frame.footer {
                    html.element("footer", ["class": "site-footer"]) { html in html.element("p", text: footer) }
                }
            }
        }
        return html.markup + "\n"
    }

    private static func header(_ frame: WebFrame, into html: inout HTML) {
        html.element("header", ["class": "site-header"]) { html in
            html.element("p", ["class": "site-title"]) { html in
                html.element("a", ["href": frame.home], text: frame.siteTitle)
            }
            html.element("nav", ["aria-label": frame.words.siteMenu]) { html in
                html.element("ul") { html in
                    for link in frame.navigation {
                        html.element("li") { html in WebPage.link(link, into: &html) }
                    }
                }
            }
            if !frame.languages.isEmpty {
                html.element("nav", ["class": "languages", "aria-label": frame.words.languageMenu]) { html in
                    html.element("ul") { html in
                        for link in frame.languages {
                            html.element("li") { html in WebPage.link(link, into: &html) }
                        }
                    }
                }
            }
        }
    }

    /// A link; the current one is marked for assistive technology and the stylesheet.
    static func link(_ link: WebLink, into html: inout HTML) {
        if let language = link.language {
            html.element("a", ["href": link.href, "hreflang": language.tag, "lang": language.tag], text: link.text)
        } else if link.isCurrent {
            html.element("a", ["href": link.href, "aria-current": "page"], text: link.text)
        } else {
            html.element("a", ["href": link.href], text: link.text)
        }
    }

    /// A row of links, one current: tabs, sort orders, ATM filters.
    ///
    /// - Parameter labelShown: writes the label before the links too, for a row whose links alone do not say what
    ///   they choose ("1.0 km", "5.0 km"); screen readers read it once, from the `aria-label`.
    static func choices(_ label: String, _ links: [WebLink], labelShown: Bool = false, into html: inout HTML) {
        html.element("nav", ["class": labelShown ? "choices labelled" : "choices", "aria-label": label]) { html in
            if labelShown { html.element("span", ["class": "choices-label", "aria-hidden": "true"], text: label) }
            html.element("ul") { html in
                for link in links {
                    html.element("li") { html in WebPage.link(link, into: &html) }
                }
            }
        }
    }

    /// A search field in a GET form, with the hidden fields the page carries along.
    static func searchForm(
        _ form: WebForm, label: String, name: String, value: String, placeholder: String, button: String,
        into html: inout HTML
    ) {
        html.element("form", ["class": "search-form", "action": form.action, "method": "get", "role": "search"]) {
            html in
            html.element("label", ["for": "search"], text: label)
            html.element("div", ["class": "search-row"]) { html in
                html.void(
                    "input",
                    [
                        "id": "search", "type": "search", "name": name, "value": value, "placeholder": placeholder,
                        "maxlength": "\(TypedText.maximumSearchLength)", "autocomplete": "off", "data-live": "results",
                    ])
                for field in form.hidden {
                    html.void("input", ["type": "hidden", "name": field.name, "value": field.value])
                }
                html.element("button", ["type": "submit"], text: button)
            }
        }
    }

    /// The visitor's location in words, and the way to the picker.
    static func location(_ text: String?, picker: String, words: WebWords, into html: inout HTML) {
        html.element("p", ["class": "lead"]) { html in
            html.text(text ?? words.noLocation)
            html.text(" ")
            html.element("a", ["href": picker], text: text == nil ? words.chooseLocationLink : words.changeLocation)
        }
    }

    /// The link to the same list with another page of rows; nothing at the end of the list.
    static func more(_ address: String?, words: WebWords, into html: inout HTML) {
        guard let address else { return }
        html.element("p", ["class": "pager"]) { html in html.element("a", ["href": address], text: words.showMore) }
    }

    /// A website (always `http(s)` with a host: the view state's `WebLink`) and a phone number, when there are any.
    static func contact(website: String?, phone: String?, words: WebWords, into html: inout HTML) {
        guard website != nil || phone != nil else { return }
        html.element("h2", text: words.contact)
        html.element("ul", ["class": "contact"]) { html in
            if let website {
                html.element("li") { html in
                    html.element("a", ["href": website, "rel": "noopener noreferrer nofollow"], text: website)
                }
            }
            if let phone { html.element("li") { html in telephone(phone, into: &html) } }
        }
    }

    /// A phone number: a `tel:` link when it dials as written (``Presentation/TelephoneLink``), else plain text.
    static func telephone(_ phone: String, into html: inout HTML) {
        if let link = TelephoneLink.address(for: phone) {
            html.element("a", ["href": link, "class": "phone"], text: phone)
        } else {
            html.element("span", ["class": "phone"], text: phone)
        }
    }

    /// What a screen shows in place of its content while that is loading, empty or failed; `false` when it is
    /// loaded (or not asked for yet) and the content should be drawn.
    static func phase(_ phase: LoadPhase, loading: String, into html: inout HTML) -> Bool {
        switch phase {
        case .idle, .loaded: return false
        case .loading: html.element("p", ["class": "hint", "role": "status"], text: loading)
        case .empty(let message): html.element("p", ["class": "hint", "role": "status"], text: message)
        case .failed(let message): html.element("p", ["class": "problem", "role": "alert"], text: message)
        }
        return true
    }
}
