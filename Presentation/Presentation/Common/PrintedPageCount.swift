import Domain

/// The count line of a list printed once (`explore search`, `explore atms`), whose page may start further down the
/// answer than its first row (`--offset`): the screens only ever show a list from its start.
enum PrintedPageCount {
    /// The screens' words for a first page (`firstPage`: "3 merchants", "Showing 20 of 300 merchants"); for a page
    /// further down, which rows it holds: "Showing 21–40 of 300 merchants".
    ///
    /// - Parameter noun: the counted noun's key after `count.`: "merchants", "atms".
    static func text<Item>(
        _ page: Page<Item>, noun: String, words: Words = .english,
        firstPage: (_ shown: Int, _ total: Int) -> String
    ) -> String {
        let offset = page.request.offset
        guard offset > 0, !page.items.isEmpty else { return firstPage(offset + page.items.count, page.total) }
        let last = offset + page.items.count
        return words(
            "list.count.range", words.number(offset + 1), words.number(last), words.count(page.total, "count.\(noun)"))
    }

    /// What a page past the last row says instead of "no merchants", which would read as an empty answer:
    /// "All 300 merchants come before this page."
    static func pastTheEnd(total: Int, noun: String, words: Words = .english) -> String {
        total == 1
            ? words("list.past-the-end.\(noun).only")
            : words("list.past-the-end.\(noun)", words.count(total, "count.\(noun)"))
    }
}
