import Domain
import Presentation
import TestSupport
import Testing

/// The merchant list in Spanish and Portuguese: every sentence of its state in the language the model was given.
@MainActor
@Suite
struct MerchantListViewModelLanguageTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)
    let store = InMemoryLocalStore()
    let clock = ManualClock()

    func makeModel(_ language: Language, location: ChosenLocation? = nil) -> MerchantListViewModel {
        MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: location,
            clock: clock, words: Words(language))
    }

    /// The Spanish rows of ``Fixtures/merchants``, as this build lists them.
    static var spanishRows: [MerchantRow] {
        ListRows.shown([
            MerchantRow(
                id: MerchantID("m-books"), name: "Books Online", offer: "-6\u{A0}%", place: "", locations: "en línea"),
            MerchantRow(
                id: MerchantID("m-cafe"), name: "Café Ávila", offer: "Dash", place: "Distrito Capital",
                locations: "2 sucursales"),
            MerchantRow(
                id: MerchantID("m-grocer"), name: "Green Grocer", offer: "-3\u{A0}%", place: "New York",
                locations: "2 sucursales"),
        ])
    }

    @Test func theSpanishListSaysEverythingInSpanish() async {
        let model = makeModel(.spanish)
        model.screenAppeared()
        await model.waitUntilIdle()
        let rows = Self.spanishRows
        #expect(
            model.state
                == MerchantListViewState(
                    tabs: [
                        TabItem(title: "Todos", isSelected: true), TabItem(title: "En línea", isSelected: false),
                        TabItem(title: "Cerca", isSelected: false),
                    ],
                    sortText: "Orden: nombre", filterText: "Filtros: ninguno", locationText: nil, rows: rows,
                    selectedIndex: 0, phase: .loaded, countText: "\(rows.count) comercios", isAtEnd: true,
                    screenWords: ScreenWords(Words(.spanish))))
        #expect(model.takeIntents() == [])
    }

    @Test func aSpanishSearchWithNoMatchSaysSoInSpanish() async {
        let model = makeModel(.spanish)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("zzz")
        model.searchSubmitted()
        await model.waitUntilIdle()
        #expect(model.state.phase == .empty("Ningún comercio coincide con \u{201C}zzz\u{201D}."))
        #expect(model.state.countText == "0 comercios")
        #expect(model.state.rows == [])
        #expect(model.takeIntents() == [])
    }

    /// Portuguese counts 0 and 1 alike, in the singular: "0 estabelecimento", "1 estabelecimento".
    @Test func portugueseCountsZeroAndOneInTheSingular() async {
        let model = makeModel(.portuguese)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("books")
        model.searchSubmitted()
        await model.waitUntilIdle()
        #expect(
            model.state
                == MerchantListViewState(
                    tabs: [
                        TabItem(title: "Todos", isSelected: true), TabItem(title: "On-line", isSelected: false),
                        TabItem(title: "Perto", isSelected: false),
                    ],
                    searchText: "books", sortText: "Ordem: nome", filterText: "Filtros: nenhum", locationText: nil,
                    recentSearches: ["books"],
                    rows: [
                        MerchantRow(
                            id: MerchantID("m-books"), name: "Books Online", offer: "-6%", place: "",
                            locations: "on-line")
                    ],
                    selectedIndex: 0, phase: .loaded, countText: "1 estabelecimento", isAtEnd: true,
                    screenWords: ScreenWords(Words(.portuguese))))
        model.searchActivated()
        model.searchTextChanged("zzz")
        model.searchSubmitted()
        await model.waitUntilIdle()
        #expect(model.state.phase == .empty("Nenhum estabelecimento corresponde a \u{201C}zzz\u{201D}."))
        #expect(model.state.countText == "0 estabelecimento")
        #expect(model.takeIntents() == [])
    }

    /// A chosen location is named in the language, its distance written as the language writes numbers.
    @Test func theLocationIsNamedInTheLanguage() {
        let caracas = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(32.2))
        #expect(makeModel(.spanish, location: caracas).state.locationText == "Cerca de Caracas, hasta 32,2 km")
        #expect(makeModel(.portuguese, location: caracas).state.locationText == "Perto de Caracas, até 32,2 km")
        #expect(makeModel(.english, location: caracas).state.locationText == "Near Caracas, within 32.2 km")
    }
}
