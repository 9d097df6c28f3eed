import Foundation
import Synchronization
import Testing

@testable import WebServer

/// The served pages kept per snapshot: kept and sent again, made once for visitors asking together, forgotten with
/// the snapshot, bounded.
@Suite struct PageCacheTests {
    static let first = "1:1"
    static let second = "1:2"

    /// Counts how many times a page is made.
    final class PageMaker: Sendable {
        let count = Atomic<Int>(0)
        func make(_ page: String, live: Bool = false) -> @Sendable () async -> PageCache.Outcome {
            { [self] in
                count.wrappingAdd(1, ordering: .relaxed)
                try? await Task.sleep(for: .milliseconds(50))
                return .success(.page(page, status: 200, live: live))
            }
        }
        var made: Int { count.load(ordering: .relaxed) }
    }

    @Test func aPageIsMadeOnceForVisitorsAskingTogetherAndKeptForTheNext() async {
        let cache = PageCache(maximumPages: 10)
        let maker = PageMaker()
        await withTaskGroup(of: PageCache.Outcome.self) { group in
            for _ in 0..<20 { group.addTask { await cache.answer(for: "/", in: Self.first, make: maker.make("home")) } }
            for await outcome in group { #expect(outcome == .success(.page("home", status: 200))) }
        }
        #expect(await cache.answer(for: "/", in: Self.first, make: maker.make("other")) == .success(.page("home")))
        #expect(maker.made == 1)
    }

    @Test func anotherSnapshotEmptiesTheCache() async {
        let cache = PageCache(maximumPages: 10)
        let maker = PageMaker()
        _ = await cache.answer(for: "/", in: Self.first, make: maker.make("old"))
        #expect(await cache.answer(for: "/", in: Self.second, make: maker.make("new")) == .success(.page("new")))
        #expect(maker.made == 2)
    }

    @Test func theLeastRecentlyUsedPageGoesFirstAndLivePagesAreNeverKept() async {
        let cache = PageCache(maximumPages: 2)
        let maker = PageMaker()
        _ = await cache.answer(for: "/a", in: Self.first, make: maker.make("a"))
        _ = await cache.answer(for: "/b", in: Self.first, make: maker.make("b"))
        _ = await cache.answer(for: "/a", in: Self.first, make: maker.make("a again"))
        _ = await cache.answer(for: "/c", in: Self.first, make: maker.make("c"))
        #expect(maker.made == 3)
        #expect(await cache.answer(for: "/a", in: Self.first, make: maker.make("a made")) == .success(.page("a")))
        #expect(await cache.answer(for: "/b", in: Self.first, make: maker.make("b made")) == .success(.page("b made")))
        _ = await cache.answer(for: "/live", in: Self.first, make: maker.make("offers", live: true))
        _ = await cache.answer(for: "/live", in: Self.first, make: maker.make("offers", live: true))
        #expect(maker.made == 6)
    }

    @Test func aCacheOfNoPagesMakesEveryPage() async {
        let cache = PageCache(maximumPages: 0)
        let maker = PageMaker()
        for _ in 0..<3 { _ = await cache.answer(for: "/", in: Self.first, make: maker.make("home")) }
        #expect(maker.made == 3)
    }
}
