import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct FavouritesViewModelTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)
    let store = InMemoryLocalStore(favourites: [Fixtures.bookshop.id, Fixtures.cafe.id])

    func makeModel(position: Coordinate? = nil) -> FavouritesViewModel {
        FavouritesViewModel(
            position: position, favouriteMerchants: FavouriteMerchants(store: store, directory: directory))
    }

    static let books = MerchantRow(
        id: Fixtures.bookshop.id, name: "Books Online", offer: "6% off", place: "", locations: "online",
        isFavourite: true)
    static let cafe = MerchantRow(
        id: Fixtures.cafe.id, name: "Café Ávila", offer: "Dash", place: "Distrito Capital", locations: "2 locations",
        isFavourite: true)

    func expect(
        _ model: FavouritesViewModel, _ state: FavouritesViewState, intents: [FavouritesIntent] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(model.state == state, sourceLocation: sourceLocation)
        #expect(model.takeIntents() == intents, sourceLocation: sourceLocation)
    }

    @Test func appearingListsTheFavouritesWithDistances() async {
        let model = makeModel(position: Fixtures.valencia)
        model.screenAppeared()
        expect(model, FavouritesViewState(phase: .loading))
        await model.waitUntilIdle()
        var cafe = Self.cafe
        (cafe.place, cafe.distance) = ("Carabobo", "0 m")
        expect(
            model,
            FavouritesViewState(rows: [Self.books, cafe], selectedIndex: 0, phase: .loaded, countText: "2 favourites"))
    }

    @Test func openingARowAsksForTheMerchantAndComingBackReadsTheFavouritesAgain() async throws {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.selectionMoved(by: 1)
        model.merchantSelected(at: 1)
        expect(
            model,
            FavouritesViewState(
                rows: [Self.books, Self.cafe], selectedIndex: 1, phase: .loaded, countText: "2 favourites"),
            intents: [.showMerchant(Fixtures.cafe.id)])

        try await store.setFavourite(Fixtures.bookshop.id, false)
        model.screenAppeared()
        await model.waitUntilIdle()
        expect(
            model, FavouritesViewState(rows: [Self.cafe], selectedIndex: 0, phase: .loaded, countText: "1 favourite"))
    }

    @Test func noFavouritesSaysHowToMarkOne() async {
        let model = FavouritesViewModel(
            position: nil,
            favouriteMerchants: FavouriteMerchants(store: InMemoryLocalStore(), directory: directory))
        model.screenAppeared()
        await model.waitUntilIdle()
        expect(
            model, FavouritesViewState(phase: .empty("No favourites yet: open a merchant and mark it as a favourite.")))
    }

    @Test func aFavouriteNoLongerInTheDirectoryIsCounted() async throws {
        try await store.setFavourite(MerchantID("gone"), true)
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        expect(
            model,
            FavouritesViewState(
                rows: [Self.books, Self.cafe], selectedIndex: 0, phase: .loaded, countText: "2 favourites",
                missingText: "1 favourite is no longer in the directory."))

        // Said once: the list read again (back from a merchant, say) no longer mentions it.
        model.screenAppeared()
        await model.waitUntilIdle()
        expect(
            model,
            FavouritesViewState(
                rows: [Self.books, Self.cafe], selectedIndex: 0, phase: .loaded, countText: "2 favourites"))
    }

    @Test func aFailureIsAStateAndRetryReadsAgain() async {
        await store.setFailure(.readFailed("disk"))
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        expect(model, FavouritesViewState(phase: .failed("Could not read your saved data: disk.")))
        await store.setFailure(nil)
        model.retryTapped()
        await model.waitUntilIdle()
        #expect(model.state.rows == [Self.books, Self.cafe])
        model.backTapped()
        #expect(model.takeIntents() == [.back])
    }
}
