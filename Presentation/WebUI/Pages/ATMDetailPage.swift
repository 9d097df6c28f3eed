import Presentation

extension WebRenderer {
    /// An ATM: what it does, where it is and who lists it.
    public static func page(_ state: ATMDetailViewState, links: DetailLinks, frame: WebFrame) -> String {
        WebPage.document(title: state.title, description: "\(state.title): a Dash ATM", frame: frame) { html in
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
            WebPage.contact(website: state.website, phone: state.phone, into: &html)
            if let source = state.source { html.element("p", ["class": "detail"], text: source) }
        }
    }
}
