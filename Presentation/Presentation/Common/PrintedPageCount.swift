import Domain

/// The count line of a list printed once (`explore search`, `explore atms`), whose page may start further down the
/// answer than its first row (`--offset`): the screens only ever show a list from its start.
enum PrintedPageCount {
    /// The screens' words for a first page (`firstPage`: "3 merchants", "Showing 20 of 300 merchants"); for a page
    /// further down, which rows it holds: "Showing 21–40 of 300 merchants".
    static func text<Item>(_ page: Page<Item>, noun: String, firstPage: (_ shown: Int, _ total: Int) -> String)
        -> String
    {
        let offset = page.request.offset
        guard offset > 0, !page.items.isEmpty else { return firstPage(offset + page.items.count, page.total) }
        let last = offset + page.items.count
        return "Showing \(Formats.grouped(offset + 1))–\(Formats.grouped(last)) of \(Formats.count(page.total, noun))"
    }

    /// What a page past the last row says instead of "no merchants", which would read as an empty answer:
    /// "All 300 merchants come before this page."
    static func pastTheEnd(total: Int, noun: String) -> String {
        total == 1
            ? "The only \(noun) comes before this page." : "All \(Formats.count(total, noun)) come before this page."
    }
}
