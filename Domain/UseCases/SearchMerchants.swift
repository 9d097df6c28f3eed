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

    /// The names to suggest when `query` found no merchant (``NameSuggestions``): the nearest of the merchant names
    /// and of `places` (the directory's cities and territories), nearest first; none when nothing is near or nothing
    /// was typed. "cafee" → "Café Ávila", "zurik" → "Zürich".
    ///
    /// The merchant names come from the directory's own search, so a file of any size costs a few indexed searches:
    /// for each typed word, the merchants whose words start as its first two thirds do (`cafee` → `cafe`), and as its
    /// first third does (`pizeria` → `pi`), up to ``suggestionCandidates`` of each, in the query's tab and filters. A
    /// typo in a word's first letters is found among the places only.
    public func suggestions(for query: MerchantQuery, places: [String] = [], limit: Int = 3)
        async throws(DirectoryError)
        -> [String]
    {
        let text = Self.normalizedText(query.text)
        let words = SearchWords(text).words
        guard !words.isEmpty else { return [] }
        var names: [String] = []
        var asked = Set<String>()
        for word in words {
            let letters = Array(word)
            let spaceless = letters.contains { $0.unicodeScalars.contains(where: SearchWords.isWrittenWithoutSpaces) }
            for kept in [letters.count - max(1, letters.count / 3), letters.count / 3] {
                let start = String(letters.prefix(kept))
                guard kept >= (spaceless ? 1 : 2), asked.insert(start).inserted else { continue }
                let candidates = MerchantQuery(
                    text: start, tab: query.tab == .online ? .online : .all, filters: query.filters, sort: .name,
                    page: PageRequest(offset: 0, limit: Self.suggestionCandidates))
                names += try await directory.search(candidates).items.map(\.name)
            }
        }
        return NameSuggestions.nearest(to: text, among: names + places, limit: limit)
    }

    /// The most merchant names a typed word brings to ``suggestions(for:places:limit:)``.
    public static let suggestionCandidates = 200

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
