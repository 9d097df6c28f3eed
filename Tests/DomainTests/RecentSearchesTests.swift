import Domain
import Foundation
import TestSupport
import Testing

@Suite("RecentSearches")
struct RecentSearchesTests {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    func searches(_ store: InMemoryLocalStore) -> RecentSearches {
        RecentSearches(store: store, now: { Self.now })
    }

    @Test("blank text is not remembered", arguments: ["", " ", "\t\n", "\u{00A0}\u{3000}"])
    func blankIgnored(_ text: String) async throws {
        let store = InMemoryLocalStore()
        try await searches(store).remember(text)
        #expect(try await store.recentSearches(limit: 10).isEmpty)
    }

    @Test("whitespace is trimmed and collapsed, and the time is remembered")
    func whitespaceCollapsed() async throws {
        let store = InMemoryLocalStore()
        try await searches(store).remember("  green \t\n grocer ")
        #expect(try await searches(store).list() == [RecentSearch(text: "green grocer", date: Self.now)])
    }

    @Test("the newest search comes first, and running one again moves it to the top once")
    func newestFirstWithoutRepeats() async throws {
        let store = InMemoryLocalStore()
        let recent = searches(store)
        for text in ["coffee", "books", "  coffee ", "pizza"] { try await recent.remember(text) }
        #expect(try await recent.list().map(\.text) == ["pizza", "coffee", "books"])
    }

    @Test("the list shows the ten most recent")
    func listLimited() async throws {
        let store = InMemoryLocalStore()
        let recent = searches(store)
        for index in 1...12 { try await recent.remember("search \(index)") }
        let texts = try await recent.list().map(\.text)
        #expect(texts.count == RecentSearches.limit)
        #expect(texts.first == "search 12")
        #expect(texts.last == "search 3")
    }

    @Test("a long search is remembered capped like the search itself")
    func longSearchCapped() async throws {
        let store = InMemoryLocalStore()
        try await searches(store).remember(String(repeating: "x", count: 500))
        #expect(try await store.recentSearches(limit: 1).first?.text.count == SearchMerchants.maximumTextLength)
    }

    @Test("a capped search never ends in a space")
    func cappedSearchTrimmed() async throws {
        let store = InMemoryLocalStore()
        try await searches(store).remember(String(repeating: "a", count: 199) + " bcd")
        #expect(try await store.recentSearches(limit: 1).first?.text == String(repeating: "a", count: 199))
    }
}
