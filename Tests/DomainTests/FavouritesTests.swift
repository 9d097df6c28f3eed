import Domain
import TestSupport
import Testing

@Suite("Favourites")
struct FavouritesTests {
    @Test("toggling marks a merchant, toggling again unmarks it, and each toggle returns the new state")
    func toggleFlips() async throws {
        let store = InMemoryLocalStore()
        let favourites = Favourites(store: store)
        #expect(try await favourites.toggle(Fixtures.cafe.id) == true)
        #expect(try await favourites.contains(Fixtures.cafe.id))
        #expect(try await store.favourites() == [Fixtures.cafe.id])
        #expect(try await favourites.toggle(Fixtures.cafe.id) == false)
        #expect(try await !favourites.contains(Fixtures.cafe.id))
        #expect(try await favourites.all().isEmpty)
    }

    @Test("toggling one merchant leaves the others alone")
    func toggleLeavesOthers() async throws {
        let store = InMemoryLocalStore(favourites: [Fixtures.grocer.id, Fixtures.bookshop.id])
        let favourites = Favourites(store: store)
        try await favourites.toggle(Fixtures.cafe.id)
        try await favourites.toggle(Fixtures.grocer.id)
        #expect(try await favourites.all() == [Fixtures.cafe.id, Fixtures.bookshop.id])
    }

    @Test("a store failure reaches the caller and changes nothing")
    func storeFailure() async {
        let store = InMemoryLocalStore()
        await store.setFailure(.readFailed("disk I/O error"))
        await #expect(throws: LocalStoreError.readFailed("disk I/O error")) {
            try await Favourites(store: store).toggle(Fixtures.cafe.id)
        }
    }
}
