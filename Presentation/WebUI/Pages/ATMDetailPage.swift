import Presentation

/// The addresses an ATM's page links to.
public struct ATMDetailLinks: Hashable, Sendable {
    /// Back to the ATM list (the intent `back`).
    public var back: String

    /// Creates the links.
    public init(back: String) {
        self.back = back
    }
}

extension WebRenderer {
    /// An ATM: what it does, where it is and who lists it.
    public static func page(_ state: ATMDetailViewState, links: ATMDetailLinks, frame: WebFrame) -> String {
        WebPage.document(title: state.title, frame: frame) { html in
            html.element("p", ["class": "breadcrumb"]) { html in
                html.element("a", ["href": links.back], text: "\u{2190} ATMs")
            }
            html.element("h1", ["dir": "auto"], text: state.title)
            if WebPage.phase(state.phase, loading: "Loading the ATM…", into: &html) { return }
            let kind = [state.kind, state.manufacturer].compactMap { $0 }.filter { !$0.isEmpty }
            html.element("p", ["class": "lead"], text: kind.joined(separator: " · "))
            html.element("h2", text: "Where")
            html.element("address", ["class": "locations"]) { html in
                for line in state.address { html.element("p", ["dir": "auto"], text: line) }
                if let distance = state.distance { html.element("p", ["class": "detail"], text: distance) }
            }
            if state.website != nil || state.phone != nil {
                html.element("h2", text: "Contact")
                html.element("ul", ["class": "contact"]) { html in
                    if let website = state.website {
                        html.element("li") { html in
                            html.element("a", ["href": website, "rel": "noopener noreferrer nofollow"], text: website)
                        }
                    }
                    if let phone = state.phone { html.element("li", ["class": "phone"], text: phone) }
                }
            }
            if let source = state.source { html.element("p", ["class": "detail"], text: source) }
        }
    }
}
