import Presentation

/// The address a detail page (a merchant's, an ATM's) links to besides its own data.
public struct DetailLinks: Hashable, Sendable {
    /// Back to the list (the intent `back`).
    public var back: String

    /// Creates the links.
    public init(back: String) {
        self.back = back
    }
}

extension WebRenderer {
    /// A merchant: how it takes Dash, its offers, its locations and how to reach it.
    public static func page(_ state: MerchantDetailViewState, links: DetailLinks, frame: WebFrame) -> String {
        let words = frame.words
        return WebPage.document(title: state.title, description: "\(state.title): \(state.kind)", frame: frame) {
            html in
            html.element("p", ["class": "breadcrumb"]) { html in
                html.element("a", ["href": links.back], text: "\u{2190} " + words.merchants)
            }
            html.element("h1", ["dir": "auto"], text: state.title)
            if WebPage.phase(state.phase, loading: words.merchantLoading, into: &html) { return }
            html.element("p", ["class": "lead"], text: state.kind)
            if let headline = state.headline { html.element("p", ["class": "headline"], text: headline) }
            if let notice = state.notice { html.element("p", ["class": "hint"], text: notice) }
            if !state.offers.isEmpty {
                html.element("h2", text: words.giftCards)
                html.element("ul", ["class": "offers"]) { html in
                    for offer in state.offers {
                        html.element("li") { html in
                            html.element("strong", text: "\(offer.provider): \(offer.discount)")
                            let words = [offer.amounts, offer.source, offer.isEnabled ? "" : words.offerOff]
                            html.element(
                                "span", ["class": "detail"],
                                text: words.filter { !$0.isEmpty }.joined(separator: " · "))
                        }
                    }
                }
            }
            WebPage.contact(website: state.website, phone: state.phone, words: words, into: &html)
            html.element("h2", text: state.locationsHeading)
            if !state.places.isEmpty {
                html.element("ul", ["class": "locations"]) { html in
                    for place in state.places {
                        html.element("li") { html in
                            html.element("p", ["dir": "auto"], text: place.address)
                            // A map is OpenStreetMap or the directory's checked link; anything else is not linked.
                            let map = place.map.flatMap {
                                $0.hasPrefix("https://") || $0.hasPrefix("http://") ? $0 : nil
                            }
                            let parts = [place.distance, map, place.phone].compactMap(\.self)
                            if !parts.isEmpty {
                                html.element("p", ["class": "detail"]) { html in
                                    if let distance = place.distance { html.text(distance) }
                                    if let map {
                                        if place.distance != nil { html.text(" · ") }
                                        html.element("a", ["href": map, "rel": "noopener noreferrer"], text: words.map)
                                    }
                                    if let phone = place.phone {
                                        if parts.count > 1 { html.text(" · ") }
                                        WebPage.telephone(phone, into: &html)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if let more = state.morePlaces { html.element("p", ["class": "detail"], text: more) }
        }
    }
}
