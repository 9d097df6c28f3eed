import Domain
import TestSupport
import Testing

@Suite struct FavouriteMerchantsTests {
    @Test func favouritesAreListedMostRecentlyMarkedFirstWithDistances() async throws {
        let store = InMemoryLocalStore()
        try await store.setFavourite(Fixtures.cafe.id, true)
        try await store.setFavourite(Fixtures.bookshop.id, true)
        let favourites = FavouriteMerchants(store: store, directory: InMemoryDirectory(merchants: Fixtures.merchants))

        let list = try await favourites(near: Fixtures.valencia)

        #expect(list.merchants.map(\.id) == [Fixtures.bookshop.id, Fixtures.cafe.id])
        #expect(list.merchants[1].location?.territory == "Carabobo")
        #expect(list.merchants[1].distance == Distance(meters: 0))
        #expect(list.merchants[0].distance == nil)
        #expect(list.missing == 0)
    }

    @Test func aFavouriteTheDirectoryNoLongerListsIsCountedAndKept() async throws {
        let store = InMemoryLocalStore(favourites: [MerchantID("gone"), Fixtures.cafe.id])
        let list = try await FavouriteMerchants(
            store: store, directory: InMemoryDirectory(merchants: Fixtures.merchants))(near: nil)
        #expect(list == FavouriteList(merchants: [MerchantListing(Fixtures.cafe, near: nil)], missing: 1))
        #expect(try await store.favourites() == [MerchantID("gone"), Fixtures.cafe.id])
    }

    /// A favourite a sync took away is new the first time the list is read, and not after; one that comes back and
    /// goes again is new again.
    @Test func aMissingFavouriteIsNewOnceUntilItComesBackAndGoesAgain() async throws {
        let store = InMemoryLocalStore(favourites: [Fixtures.bookshop.id, Fixtures.cafe.id])
        let without = FavouriteMerchants(
            store: store,
            directory: InMemoryDirectory(merchants: Fixtures.merchants.filter { $0.id != Fixtures.cafe.id }))
        let with = FavouriteMerchants(store: store, directory: InMemoryDirectory(merchants: Fixtures.merchants))

        #expect(try await without(near: nil).missing == 1)
        #expect(try await store.missingFavouritesTold() == [Fixtures.cafe.id])
        let again = try await without(near: nil)
        #expect((again.missing, again.newlyMissing) == (1, 0))
        let back = try await with(near: nil)
        #expect((back.merchants.count, back.missing, back.newlyMissing) == (2, 0, 0))
        #expect(try await store.missingFavouritesTold() == [])
        let goneAgain = try await without(near: nil)
        #expect((goneAgain.missing, goneAgain.newlyMissing) == (1, 1))
    }

    @Test func failuresSayWhichSideFailed() async {
        let store = InMemoryLocalStore(favourites: [Fixtures.cafe.id])
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        await directory.setFailure(.readFailed("disk"))
        await #expect(throws: FavouritesError.directory(.readFailed("disk"))) {
            try await FavouriteMerchants(store: store, directory: directory)(near: nil)
        }
        await store.setFailure(.readFailed("disk"))
        await #expect(throws: FavouritesError.store(.readFailed("disk"))) {
            try await FavouriteMerchants(store: store, directory: directory)(near: nil)
        }
    }
}
