/// Searches the directory for the merchant list, after making the query one the directory can answer.
public struct SearchMerchants: Sendable {
    private let directory: any MerchantDirectory

    public init(directory: any MerchantDirectory) {
        self.directory = directory
    }

    /// The longest search text used; the rest is ignored (a pasted essay is not a merchant name).
    public static let maximumTextLength = 200

    /// One page of the query's answer. A territory filter is found among the directory's territories as people type
    /// it (``TerritoryName``: `california` is "California"); one that names no territory is an error
    /// (`territoryNotFound`, with the nearest names), not an empty list: a misspelt name must not read as "no merchants
    /// there". The territories are read only when nothing matched, so a search spelt right costs no more.
    public func callAsFunction(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        let query = try Self.normalized(query)
        let page = try await directory.search(query)
        guard page.total == 0, let territory = query.filters.territory else { return page }
        let known = try await directory.territories().map(\.name)
        let spelt = try TerritoryName.resolve(territory, among: known)
        guard spelt != territory else { return page }
        var respelt = query
        respelt.filters.territory = spelt
        return try await directory.search(respelt)
    }

    /// The rules: text trimmed, its whitespace collapsed and capped; Nearby needs a position and a positive
    /// radius of at most ``ListNearbyMerchants/maximumRadius`` (``NearbyRule/centre(_:within:)``); sorting by
    /// distance without a position sorts by name. A command line or a screen that checks a query before it runs
    /// calls this, so that the rules live here only.
    public static func normalized(_ query: MerchantQuery) throws(DirectoryError) -> MerchantQuery {
        var query = query
        query.text = normalizedText(query.text)
        if query.tab == .nearby {
            _ = try NearbyRule.centre(query.position, within: query.radius)
        }
        if query.sort == .distance && query.position == nil {
            query.sort = .name
        }
        return query
    }

    /// The text trimmed, its whitespace collapsed to single spaces, and capped; the cap may land just after a
    /// space, so the result is trimmed again (normalising twice must change nothing).
    ///
    /// A word after the first loses the combining marks it starts with (only pasted text has them there): the space
    /// put before it would become part of the mark's character, which the next normalisation takes for white space.
    static func normalizedText(_ text: String) -> String {
        var words: [Substring] = []
        for var word in text.split(whereSeparator: { $0.isWhitespace }) {
            while !words.isEmpty, let first = word.first, (" " + String(first)).count == 1 { word.removeFirst() }
            if !word.isEmpty { words.append(word) }
        }
        let collapsed = words.joined(separator: " ")
        var capped = collapsed.prefix(maximumTextLength)
        while capped.last?.isWhitespace == true { capped.removeLast() }
        return String(capped)
    }
}
