/// The links between the numbered pages of a list: the previous and next page, the first and the last, and the
/// pages around the current one, with a gap for the rest. A territory of 100,000 merchants has 2,000 pages; a link
/// to each on every page would weigh more than the list.
struct Pager {
    /// The current page, from 1.
    let number: Int
    let count: Int
    /// The path of page `number`, from the site root.
    let path: (Int) -> String

    /// Pages on each side of the current one that get a link of their own.
    static let reach = 2

    /// The page numbers shown, in order, `nil` standing for a gap: `1 … 4 5 [6] 7 8 … 200`. A gap of one page
    /// is that page's link instead.
    var numbers: [Int?] {
        let window = Set([1, count] + Array(max(1, number - Self.reach)...min(count, number + Self.reach)))
        var result: [Int?] = []
        for page in window.sorted() {
            if let last = result.last ?? nil, page - last == 2 {
                result.append(last + 1)
            } else if let last = result.last ?? nil, page - last > 2 {
                result.append(nil)
            }
            result.append(page)
        }
        return result
    }

    /// Writes the pager, labelled `label` for screen readers (a page has two, above and below its list); nothing
    /// when the list has one page.
    func render(label: String, on page: SitePage) {
        guard count > 1 else { return }
        let html = page.html
        html.element(.nav, ["aria-label": label, "class": "pager"]) {
            html.element(.ul) {
                if number > 1 {
                    html.element(.li) {
                        html.element(
                            .a, ["href": page.rootPrefix + path(number - 1), "rel": "prev"], text: page.words.previous)
                    }
                }
                for other in numbers {
                    html.element(.li) {
                        switch other {
                        case nil: html.element(.span, ["class": "gap"], text: "…")
                        case number?: html.element(.span, ["aria-current": "page"], text: String(number))
                        case let other?: page.link(to: path(other), text: String(other))
                        }
                    }
                }
                if number < count {
                    html.element(.li) {
                        html.element(
                            .a, ["href": page.rootPrefix + path(number + 1), "rel": "next"], text: page.words.next)
                    }
                }
            }
        }
    }
}
