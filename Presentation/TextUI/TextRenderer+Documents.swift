import Presentation

extension TextRenderer {
    /// The merchant list as a printed page (`explore search`): every row, no padding to a height, no key help.
    public static func document(_ state: MerchantListViewState, columns: Int, theme: Theme) -> Frame {
        MerchantListScreen.screen(state, columns: columns).document(columns: columns, theme: theme)
    }

    /// One merchant as a printed page (`explore show`): the whole body, no padding to a height, no key help.
    public static func document(_ state: MerchantDetailViewState, columns: Int, theme: Theme) -> Frame {
        MerchantDetailScreen.screen(state, columns: columns).document(columns: columns, theme: theme)
    }

    /// The ATM list as a printed page (`explore atms`): title, headings, every row and the count; no search line
    /// and no key help, which are for the interactive screen only.
    public static func document(_ state: ATMListViewState, columns: Int, theme: Theme) -> Frame {
        ATMListScreen.screen(state, columns: columns, printed: true).document(columns: columns, theme: theme)
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
