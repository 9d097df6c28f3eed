import Foundation

/// The searches a user ran, offered again on the search screen.
public struct RecentSearches: Sendable {
    private let store: any LocalStore
    private let now: @Sendable () -> Date

    public init(store: any LocalStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.now = now
    }

    /// How many searches the list shows.
    public static let limit = 10

    public func list() async throws(LocalStoreError) -> [RecentSearch] {
        try await store.recentSearches(limit: Self.limit)
    }

    /// Remembers a submitted search. Blank text is not remembered; whitespace is collapsed, so "  coffee " and
    /// "coffee" are one entry.
    public func remember(_ text: String) async throws(LocalStoreError) {
        let words = SearchMerchants.normalizedText(text)
        guard !words.isEmpty else { return }
        try await store.recordSearch(RecentSearch(text: words, date: now()))
    }
}
