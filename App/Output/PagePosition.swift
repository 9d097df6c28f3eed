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

extension PagePosition {
    /// The keys of a printed page, in the order `--format json` writes them.
    private enum PageKeys: String, CodingKey {
        case total, offset, nextOffset, items
    }

    /// Writes a page: `total`, `offset`, `nextOffset` and `items`, every key always present (written by hand so that
    /// the last page's `nextOffset` is `null` rather than an absent key).
    func encode(total: Int, items: some Encodable, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PageKeys.self)
        try container.encode(total, forKey: .total)
        try container.encode(offset, forKey: .offset)
        try container.encode(nextOffset, forKey: .nextOffset)
        try container.encode(items, forKey: .items)
    }
}
