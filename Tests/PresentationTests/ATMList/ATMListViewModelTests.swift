import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct ATMListViewModelTests {
    let directory = InMemoryATMDirectory(atms: Fixtures.atms)
    let clock = ManualClock()

    func makeModel(location: ChosenLocation? = nil, pageSize: Int = 50) -> ATMListViewModel {
        ATMListViewModel(search: SearchATMs(directory: directory), location: location, clock: clock, pageSize: pageSize)
    }

    static let airport = ATMListRow(
        id: 14, name: "Airport ATM", manufacturer: "", type: "Buy", place: "Caracas, Distrito Capital")
    static let bodega = ATMListRow(
        id: 13, name: "bodega atm", manufacturer: "LocalBTM", type: "Sell", place: "New York")
    static let kiosk = ATMListRow(
        id: 12, name: "Cafe Bitcoin Kiosk", manufacturer: "Lamassu", type: "Buy & sell", place: "Valencia, Carabobo")
    static let plaza = ATMListRow(
        id: 11, name: "Plaza Venezuela ATM", manufacturer: "General Bytes", type: "Buy",
        place: "Caracas, Distrito Capital")

    static func loaded(_ rows: [ATMListRow], change: (inout ATMListViewState) -> Void = { _ in }) -> ATMListViewState {
        var state = ATMListViewState(
            rows: rows, selectedIndex: 0, phase: .loaded, countText: "\(rows.count) ATMs", isAtEnd: true)
        change(&state)
        return state
    }

    @Test func startsIdleAndAppearingLoadsEveryATMByName() async {
        let model = makeModel()
        #expect(model.state == ATMListViewState())
        model.screenAppeared()
        #expect(model.state == ATMListViewState(phase: .loading))
        await model.waitUntilIdle()
        #expect(model.state == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]))
        #expect(model.takeIntents() == [])
    }

    @Test func withALocationTheRowsComeNearestFirstWithDistances() async {
        let model = makeModel(location: ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas))
        model.screenAppeared()
        await model.waitUntilIdle()
        var plaza = Self.plaza
        plaza.distance = "0 m"
        var kiosk = Self.kiosk
        kiosk.distance = Formats.distance(Fixtures.caracas.distance(to: Fixtures.valencia))
        var bodega = Self.bodega
        bodega.distance = Formats.distance(Fixtures.caracas.distance(to: Fixtures.newYork))
        #expect(
            model.state
                == Self.loaded([plaza, kiosk, bodega, Self.airport]) { $0.locationText = "Nearest to Caracas first" })
    }

    /// A territory lists its own ATMs alone, nearest to its position first (those without coordinates last).
    @Test func aTerritoryListsItsATMsAloneNearestToItsPositionFirst() async {
        let capital = ChosenLocation(
            name: "Distrito Capital", coordinate: Fixtures.valencia, radius: .kilometers(30),
            territory: "Distrito Capital")
        let model = makeModel(location: capital)
        model.screenAppeared()
        await model.waitUntilIdle()
        var plaza = Self.plaza
        plaza.distance = Formats.distance(Fixtures.valencia.distance(to: Fixtures.caracas))
        #expect(
            model.state
                == Self.loaded([plaza, Self.airport]) {
                    $0.locationText = "In Distrito Capital, nearest to its centre first"
                })
        #expect(model.takeIntents() == [])

        model.actionChosen(.sell)
        await model.waitUntilIdle()
        #expect(
            model.state
                == ATMListViewState(
                    action: .sell, actionText: "Filter: sell",
                    locationText: "In Distrito Capital, nearest to its centre first",
                    phase: .empty(
                        "No ATMs where you can sell Dash in Distrito Capital."), countText: "0 ATMs", isAtEnd: true))
    }

    @Test func typingSearchesAfterAPauseAndMatchesTheMaker() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("gen")
        #expect(model.state.isSearchFocused && model.state.searchText == "gen" && model.state.rows.count == 4)
        clock.advance(by: .milliseconds(250))
        await model.waitUntilIdle()
        #expect(
            model.state
                == Self.loaded([Self.plaza]) {
                    $0.searchText = "gen"
                    $0.isSearchFocused = true
                    $0.countText = "1 ATM"
                })
        model.searchSubmitted()
        #expect(model.state.isSearchFocused == false)
    }

    @Test func choosingWhatToDoListsOnlyTheATMsForItAndSaysWhenNothingMatches() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.actionChosen(.buy)
        #expect(
            model.state
                == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]) {
                    $0.action = .buy
                    $0.actionText = "Filter: buy"
                    $0.phase = .loading
                }, "the rows stay until the new ones come")
        await model.waitUntilIdle()
        #expect(
            model.state
                == Self.loaded([Self.airport, Self.kiosk, Self.plaza]) {
                    $0.action = .buy
                    $0.actionText = "Filter: buy"
                })
        model.actionChosen(.sell)
        await model.waitUntilIdle()
        #expect(
            model.state
                == Self.loaded([Self.bodega, Self.kiosk]) {
                    $0.action = .sell
                    $0.actionText = "Filter: sell"
                })
        model.searchTextChanged("zzz")
        model.searchSubmitted()
        await model.waitUntilIdle()
        #expect(
            model.state
                == ATMListViewState(
                    searchText: "zzz", action: .sell, actionText: "Filter: sell",
                    phase: .empty("No ATMs where you can sell Dash match \u{201C}zzz\u{201D}."), countText: "0 ATMs",
                    isAtEnd: true))
        model.searchCancelled()
        model.actionChosen(.buyAndSell)
        await model.waitUntilIdle()
        #expect(
            model.state
                == Self.loaded([Self.kiosk]) {
                    $0.action = .buyAndSell
                    $0.actionText = "Filter: buy & sell"
                    $0.countText = "1 ATM"
                })
        model.actionChosen(nil)
        await model.waitUntilIdle()
        #expect(model.state == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]))
        #expect(model.takeIntents() == [])
    }

    @Test func choosingTheFilterAlreadyShownAsksNothingAgain() async {
        let model = makeModel()
        model.actionChosen(nil)
        #expect(model.state == ATMListViewState(), "before the screen appears, nothing loads")
        model.screenAppeared()
        await model.waitUntilIdle()
        model.actionChosen(nil)
        #expect(model.state == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]))
        #expect(await directory.receivedQueries.count == 1)
    }

    @Test func cyclingGoesThroughTheFiltersInTheScreensOrderAndRoundAgain() async {
        #expect(ATMListViewState.actions == [nil, .buy, .sell, .buyAndSell])
        let model = makeModel()
        var seen: [ATMAction?] = []
        for _ in ATMListViewState.actions {
            model.actionChosen(ATMListViewState.action(after: model.state.action))
            seen.append(model.state.action)
        }
        #expect(seen == [.buy, .sell, .buyAndSell, nil])
        await model.waitUntilIdle()
        #expect(model.state == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]))
    }

    @Test func askingForPagesListsThemOneAfterAnotherUntilTheListEnds() async {
        let model = makeModel(pageSize: 1)
        model.pagesRequested(3)
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == Self.loaded([Self.airport, Self.bodega, Self.kiosk]) {
                    $0.countText = "Showing 3 of 4 ATMs"
                    $0.isAtEnd = false
                })
        model.pagesRequested(9)
        await model.waitUntilIdle()
        #expect(model.state == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]))
        model.actionChosen(.sell)
        await model.waitUntilIdle()
        #expect(
            model.state
                == Self.loaded([Self.bodega, Self.kiosk]) {
                    $0.action = .sell
                    $0.actionText = "Filter: sell"
                },
            "a later choice lists as many pages as were asked for")
        #expect(model.takeIntents() == [])
    }

    @Test func pagesAreAppendedWhenTheSelectionReachesTheLastRow() async {
        let model = makeModel(pageSize: 3)
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == Self.loaded([Self.airport, Self.bodega, Self.kiosk]) {
                    $0.countText = "Showing 3 of 4 ATMs"
                    $0.isAtEnd = false
                })
        model.selectionMoved(by: 5)
        await model.waitUntilIdle()
        #expect(
            model.state == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]) { $0.selectedIndex = 2 })
    }

    @Test func aFailureIsAStateAndRetryLoadsAgain() async {
        await directory.setFailure(.readFailed("disk I/O error"))
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state == ATMListViewState(phase: .failed("Reading the directory failed: disk I/O error.")))
        await directory.setFailure(nil)
        model.retryTapped()
        await model.waitUntilIdle()
        #expect(model.state == Self.loaded([Self.airport, Self.bodega, Self.kiosk, Self.plaza]))
    }

    @Test func openingARowAndGoingBackAreIntents() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.atmSelected(at: 2)
        model.atmSelected(at: 9)
        model.backTapped()
        #expect(model.takeIntents() == [.showATM(12), .back])
        #expect(model.takeIntents() == [])
        #expect(model.state.selectedIndex == 2)
    }
}
