import Domain

/// Where a page of `--format json` sits in the whole answer: the keys every paged JSON shape (`search`, `atms`)
/// shares, worked out here once.
///
/// A script reads every row by asking again with `--offset nextOffset` until `nextOffset` is `null`; the orders are
/// total (each ends by id), so the pages neither skip nor repeat a row of an unchanged snapshot.
struct PagePosition: Equatable {
    /// How many rows of the answer come before this page (`--offset`).
    var offset: Int
    /// The `--offset` of the page after this one; `nil` when this page holds the last row.
    var nextOffset: Int?

    init(_ page: Page<some Hashable & Sendable>) {
        offset = page.request.offset
        nextOffset = page.hasMore ? page.request.offset + page.items.count : nil
    }
}
