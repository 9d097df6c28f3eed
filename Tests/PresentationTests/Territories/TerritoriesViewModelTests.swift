import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite
struct TerritoriesViewModelTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)

    func makeModel(selected: String?) -> TerritoriesViewModel {
        TerritoriesViewModel(selected: selected, listTerritories: ListTerritories(directory: directory))
    }

    /// The fixtures' territories in this build: Beirut and New York are the grocer's, which sells only through
    /// PiggyCards, so they are listed only with that trait.
    let names =
        Fixtures.showsGrocer
        ? ["Beirut", "Carabobo", "Distrito Capital", "New York"] : ["Carabobo", "Distrito Capital"]

    func rows(chosen: String?) -> [TerritoryRow] {
        [TerritoryRow(name: "Any territory", merchants: "", isChosen: chosen == nil)]
            + names.map {
                TerritoryRow(name: $0, merchants: "1 merchant", isChosen: $0 == chosen, territory: $0)
            }
    }

    @Test func appearingListsTerritoriesWithTheChosenOneHighlighted() async {
        let model = makeModel(selected: "Carabobo")
        model.screenAppeared()
        #expect(model.state == TerritoriesViewState(phase: .loading))
        await model.waitUntilIdle()
        let carabobo = 1 + (names.firstIndex(of: "Carabobo") ?? -1)
        #expect(
            model.state == TerritoriesViewState(rows: rows(chosen: "Carabobo"), selectedIndex: carabobo, phase: .loaded)
        )
    }

    @Test func choosingATerritoryByNameAsksToCloseWithIt() async {
        let model = makeModel(selected: nil)
        model.territoryChosen("Carabobo")
        #expect(model.takeIntents() == [], "before the list loads, no name is known")
        model.screenAppeared()
        await model.waitUntilIdle()
        model.territoryChosen("Carabobo")
        let carabobo = 1 + (names.firstIndex(of: "Carabobo") ?? -1)
        #expect(
            model.state == TerritoriesViewState(rows: rows(chosen: nil), selectedIndex: carabobo, phase: .loaded))
        #expect(model.takeIntents() == [.chosen("Carabobo")])
        model.territoryChosen("Atlantis")
        #expect(model.takeIntents() == [], "a territory the directory does not name is ignored")
        model.territoryChosen(nil)
        #expect(model.state == TerritoriesViewState(rows: rows(chosen: nil), selectedIndex: 0, phase: .loaded))
        #expect(model.takeIntents() == [.chosen(nil)])
    }

    @Test func choosingARowAsksToCloseWithIt() async {
        let model = makeModel(selected: nil)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.selectionMoved(by: 1)
        model.territoryChosen(model.state.rows[1].territory)
        model.territoryChosen(model.state.rows[0].territory)
        #expect(model.takeIntents() == [.chosen(names[0]), .chosen(nil)])
        #expect(model.state == TerritoriesViewState(rows: rows(chosen: nil), selectedIndex: 0, phase: .loaded))
    }

    @Test func anEmptyDirectorySaysSo() async {
        await directory.setMerchants([])
        let model = makeModel(selected: nil)
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == TerritoriesViewState(
                    rows: [TerritoryRow(name: "Any territory", merchants: "", isChosen: true)], selectedIndex: 0,
                    phase: .empty("This directory names no territories.")))
    }

    @Test func aFailureIsAStateAndRetryLoadsAgain() async {
        await directory.setFailure(.corrupt("explore.db"))
        let model = makeModel(selected: nil)
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == TerritoriesViewState(
                    phase: .failed("The directory snapshot explore.db is damaged or is not an SQLite file.")))
        await directory.setFailure(nil)
        model.retryTapped()
        await model.waitUntilIdle()
        #expect(model.state == TerritoriesViewState(rows: rows(chosen: nil), selectedIndex: 0, phase: .loaded))
        model.backTapped()
        #expect(model.takeIntents() == [.back])
    }
}
