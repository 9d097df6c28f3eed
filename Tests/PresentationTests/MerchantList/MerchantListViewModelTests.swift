import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite
struct MerchantListViewModelTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)
    let store = InMemoryLocalStore()
    let clock = ManualClock()

    func makeModel(
        _ directory: (any MerchantDirectory)? = nil, location: ChosenLocation? = nil, pageSize: Int = 50
    ) -> MerchantListViewModel {
        let directory = directory ?? self.directory
        return MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: location,
            clock: clock, pageSize: pageSize)
    }

    @Test func startsIdleWithItsControlsInWords() {
        let model = makeModel()
        #expect(model.state == ListRows.state())
        #expect(model.takeIntents() == [])
    }

    @Test func appearingLoadsTheFirstPageByName() async {
        let model = makeModel()
        model.screenAppeared()
        #expect(model.state == ListRows.state { $0.phase = .loading })
        await model.waitUntilIdle()
        #expect(model.state == ListRows.loaded(ListRows.all))
        #expect(model.takeIntents() == [])
    }

    @Test func aReplacedDirectoryIsListedAgainWithTheSameSearch() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("b")
        model.searchSubmitted()
        await model.waitUntilIdle()
        let searched = ListRows.loaded([ListRows.books])
        #expect(model.state.rows == searched.rows)
        var before = model.state
        await directory.setMerchants(Fixtures.merchants.filter { $0.id != MerchantID("m-books") })
        model.directoryReplaced()
        before.phase = .loading
        #expect(model.state == before)
        await model.waitUntilIdle()
        #expect(
            model.state
                == ListRows.state {
                    $0.searchText = "b"
                    $0.recentSearches = ["b"]
                    $0.phase = .empty("No merchants match \u{201C}b\u{201D}.")
                    $0.countText = "0 merchants"
                    $0.isAtEnd = true
                })
        #expect(model.takeIntents() == [])
    }

    @Test func aSearchWithNoMatchIsAnEmptyStateThatSaysWhat() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("zzz")
        model.searchSubmitted()
        await model.waitUntilIdle()
        #expect(
            model.state
                == ListRows.state {
                    $0.searchText = "zzz"
                    $0.recentSearches = ["zzz"]
                    $0.phase = .empty("No merchants match \u{201C}zzz\u{201D}.")
                    $0.countText = "0 merchants"
                    $0.isAtEnd = true
                })
    }

    /// A typo finds nothing, and the empty line offers the nearest merchant name; the next search forgets it.
    @Test func aSearchWithNoMatchSuggestsTheNearestNameAndTheNextSearchForgetsIt() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("cafee")
        model.searchSubmitted()
        await model.waitUntilIdle()
        #expect(
            model.state
                == ListRows.state {
                    $0.searchText = "cafee"
                    $0.recentSearches = ["cafee"]
                    $0.phase = .empty(
                        "No merchants match \u{201C}cafee\u{201D}. Did you mean \u{201C}Café Ávila\u{201D}?")
                    $0.countText = "0 merchants"
                    $0.isAtEnd = true
                    $0.suggestions = ["Café Ávila"]
                })
        #expect(model.takeIntents() == [])
        model.searchActivated()
        model.searchTextChanged("cafe")
        model.searchSubmitted()
        await model.waitUntilIdle()
        #expect(model.state.suggestions == [])
        #expect(model.state.rows.map(\.name) == ["Café Ávila"])
        #expect(model.state.phase == .loaded)
    }

    /// A pasted page is cut to the field's bound as it arrives, so each key costs the same however much came before.
    @Test func textPastTheBoundOfTheSearchFieldIsDropped() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        let long = String(repeating: "zq", count: 30_000)
        model.searchTextChanged(long)
        model.searchTextChanged(model.state.searchText + "x")
        model.searchSubmitted()
        await model.waitUntilIdle()
        let kept = String(long.prefix(TypedText.maximumSearchLength))
        #expect(kept.count == 100)
        #expect(
            model.state
                == ListRows.state {
                    $0.searchText = kept
                    $0.recentSearches = [kept]
                    $0.phase = .empty("No merchants match \u{201C}\(kept)\u{201D}.")
                    $0.countText = "0 merchants"
                    $0.isAtEnd = true
                })
        #expect(model.takeIntents() == [])
    }

    @Test func aFailureIsAStateAndRetryLoadsAgain() async {
        await directory.setFailure(.readFailed("disk I/O error"))
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == ListRows.state { $0.phase = .failed("Reading the directory failed: disk I/O error.") })
        await directory.setFailure(nil)
        model.retryTapped()
        #expect(model.state == ListRows.state { $0.phase = .loading })
        await model.waitUntilIdle()
        #expect(model.state == ListRows.loaded(ListRows.all))
    }

    @Test func theNextPageIsAppendedUntilTheEndOfTheList() async {
        let model = makeModel(pageSize: ListRows.shortPageSize)
        model.screenAppeared()
        await model.waitUntilIdle()
        var expected = ListRows.state {
            $0.rows = Array(ListRows.all.prefix(ListRows.shortPageSize))
            $0.selectedIndex = 0
            $0.phase = .loaded
            $0.countText = ListRows.shortPageCount
        }
        #expect(model.state == expected)
        model.nextPageRequested()
        expected.isLoadingMore = true
        #expect(model.state == expected)
        await model.waitUntilIdle()
        #expect(model.state == ListRows.loaded(ListRows.all))
        model.nextPageRequested()
        await model.waitUntilIdle()
        #expect(await directory.receivedQueries.map(\.page.offset) == [0, ListRows.shortPageSize])
    }

    @Test func askingForPagesListsThemAllOnceTheScreenAppears() async {
        let model = makeModel(pageSize: 1)
        let pages = ListRows.shortPageSize
        model.pagesRequested(pages)
        #expect(model.state == ListRows.state(), "nothing is asked before the screen appears")
        model.screenAppeared()
        await model.waitUntilIdle()
        let all = ListRows.all
        #expect(
            model.state
                == ListRows.state {
                    $0.rows = Array(all.prefix(pages))
                    $0.selectedIndex = 0
                    $0.phase = .loaded
                    $0.countText = ListRows.shortPageCount
                })
        #expect(await directory.receivedQueries.map(\.page.offset) == Array(0..<pages))
        model.pagesRequested(99)
        await model.waitUntilIdle()
        #expect(model.state == ListRows.loaded(all), "the end of the list stops it")
        model.sortSelected(.discount)
        await model.waitUntilIdle()
        var byDiscount = ListRows.loaded(ListRows.shown([ListRows.books, ListRows.grocer, ListRows.cafe]))
        byDiscount.sort = .discount
        byDiscount.sortText = "Sort: discount"
        #expect(model.state == byDiscount, "a later choice lists as many pages as were asked for")
        #expect(model.takeIntents() == [])
    }

    @Test func movingTheSelectionOntoTheLastRowLoadsTheNextPage() async {
        let model = makeModel(pageSize: ListRows.shortPageSize)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.selectionMoved(by: 5)
        await model.waitUntilIdle()
        var expected = ListRows.loaded(ListRows.all)
        expected.selectedIndex = ListRows.shortPageSize - 1  // the first page's last row
        #expect(model.state == expected)
        model.selectionMoved(by: -9)
        expected.selectedIndex = 0
        #expect(model.state == expected)
    }

    @Test func aFailedPageKeepsTheRowsAndRetryFetchesOnlyThatPage() async {
        let model = makeModel(pageSize: ListRows.shortPageSize)
        model.screenAppeared()
        await model.waitUntilIdle()
        await directory.setFailure(.readFailed("timeout"))
        model.nextPageRequested()
        await model.waitUntilIdle()
        #expect(
            model.state
                == ListRows.state {
                    $0.rows = Array(ListRows.all.prefix(ListRows.shortPageSize))
                    $0.selectedIndex = 0
                    $0.phase = .loaded
                    $0.countText = ListRows.shortPageCount
                    $0.pagingError = "Reading the directory failed: timeout."
                })
        await directory.setFailure(nil)
        model.retryTapped()
        await model.waitUntilIdle()
        #expect(model.state == ListRows.loaded(ListRows.all))
        let size = ListRows.shortPageSize
        #expect(await directory.receivedQueries.map(\.page.offset) == [0, size, size])
    }

    @Test func theATMKeyAsksForTheATMFinderAndChangesNothingElse() {
        let model = makeModel()
        let before = model.state
        model.atmsTapped()
        #expect(model.takeIntents() == [.showATMs])
        #expect(model.state == before)
    }

}
