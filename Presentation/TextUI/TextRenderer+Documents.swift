import Presentation

extension TextRenderer {
    /// The merchant list as a printed page (`explore search`): every row with the merchant's id, no padding to a
    /// height, no search hint and no key help.
    ///
    /// - Parameters:
    ///   - fit: `cut` on a terminal; `widen` elsewhere, so that no text is lost.
    ///   - chrome: `titled` on a terminal (title, tabs, sort and filters, the search's words); `bare` elsewhere.
    public static func document(
        _ state: MerchantListViewState, columns: Int, theme: Theme, fit: PageFit = .cut, chrome: PageChrome = .titled
    ) -> Frame {
        MerchantListScreen.screen(state, columns: columns, printed: chrome, fit: fit)
            .document(columns: columns, theme: theme, fit: fit)
    }

    /// One merchant as a printed page (`explore show`): the whole body, no padding to a height, no key help.
    /// Addresses and links wrap at `columns`.
    ///
    /// - Parameter chrome: `titled` on a terminal; `bare` elsewhere (the name without the program's title, no rule).
    public static func document(
        _ state: MerchantDetailViewState, columns: Int, theme: Theme, fit: PageFit = .cut, chrome: PageChrome = .titled
    ) -> Frame {
        MerchantDetailScreen.screen(state, columns: columns, printed: chrome, fit: fit).document(
            columns: columns, theme: theme, fit: fit)
    }

    /// The ATM list as a printed page (`explore atms`): title (`titled` only), headings, every row and the count; no
    /// search line and no key help, which are for the interactive screen only.
    public static func document(
        _ state: ATMListViewState, columns: Int, theme: Theme, fit: PageFit = .cut, chrome: PageChrome = .titled
    ) -> Frame {
        ATMListScreen.screen(state, columns: columns, printed: chrome, fit: fit)
            .document(columns: columns, theme: theme, fit: fit)
    }
}

extension Frame {
    /// The lines to print: without trailing spaces on each line, and without blank lines at the end.
    public var printedLines: [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
