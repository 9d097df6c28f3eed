import Presentation

extension WebRenderer {
    /// An ATM: what it does, where it is and who lists it.
    public static func page(_ state: ATMDetailViewState, links: DetailLinks, frame: WebFrame) -> String {
        let words = frame.words
        return WebPage.document(title: state.title, description: words.atmDescription(state.title), frame: frame) {
            html in
            html.element("p", ["class": "breadcrumb"]) { html in
                html.element("a", ["href": links.back], text: "\u{2190} " + words.atms)
            }
            html.element("h1", ["dir": "auto"], text: state.title)
            if WebPage.phase(state.phase, loading: words.atmLoading, into: &html) { return }
            let kind = [state.kind, state.manufacturer].compactMap { $0 }.filter { !$0.isEmpty }
            html.element("p", ["class": "lead"], text: kind.joined(separator: " · "))
            html.element("h2", text: words.atmWhere)
            html.element("address", ["class": "locations"]) { html in
                for line in state.address { html.element("p", ["dir": "auto"], text: line) }
                if let distance = state.distance { html.element("p", ["class": "detail"], text: distance) }
            }
            WebPage.contact(website: state.website, phone: state.phone, words: words, into: &html)
            if let source = state.source { html.element("p", ["class": "detail"], text: source) }
        }
    }
}
