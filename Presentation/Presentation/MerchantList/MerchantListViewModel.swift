import Domain
import Observation

/// The home screen: every merchant, searchable, in three tabs, sorted and filtered, a page at a time.
@MainActor @Observable
public final class MerchantListViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public internal(set) var state: MerchantListViewState
    @ObservationIgnored var intents = IntentQueue<MerchantListIntent>()

    @ObservationIgnored let search: SearchMerchants
    @ObservationIgnored let listNearby: ListNearbyMerchants
    @ObservationIgnored let favourites: Favourites
    @ObservationIgnored let recentSearches: RecentSearches
    /// The directory's places, for a search that names a place and no merchant; `nil`: such a search just finds nothing.
    @ObservationIgnored let chooseLocation: ChooseLocation?
    /// The places read when the screen first appeared (after each sync, again).
    @ObservationIgnored var knownPlaces: [Place] = []
    @ObservationIgnored let clock: any Clock<Duration>
    @ObservationIgnored var location: ChosenLocation?
    @ObservationIgnored let work = RunningWork()
    @ObservationIgnored let paging: Paging

    // The query the rows answer. `searchText` may run ahead of `queryText` while typing is debounced.
    @ObservationIgnored var tab: DirectoryTab = .all
    @ObservationIgnored var queryText = ""
    @ObservationIgnored var sort: MerchantSort = .name
    @ObservationIgnored var filters: MerchantFilters = .none
    @ObservationIgnored var favouriteIDs: Set<MerchantID> = []
    /// Which recent search the search field shows after `Tab`, while it is not typed over.
    @ObservationIgnored var recalled: Int?

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameters:
    ///   - location: the user's chosen position: distances in every tab, nearest first from the start, and the Nearby
    ///     tab's centre and radius.
    ///   - chooseLocation: the places, so that a search naming a place offers to list what is near it.
    ///   - clock: times the pause after typing; tests pass a manual clock.
    ///   - pageSize: how many merchants each page fetches.
    public init(
        search: SearchMerchants, listNearby: ListNearbyMerchants, favourites: Favourites,
        recentSearches: RecentSearches, location: ChosenLocation?, chooseLocation: ChooseLocation? = nil,
        clock: any Clock<Duration> = ContinuousClock(), pageSize: Int = 50, words: Words = .english
    ) {
        self.words = words
        self.search = search
        self.listNearby = listNearby
        self.favourites = favourites
        self.recentSearches = recentSearches
        self.chooseLocation = chooseLocation
        self.location = location
        // A remembered location is where the user is: the list starts nearest first (`s` changes that).
        if location != nil { sort = .distance }
        self.clock = clock
        self.paging = Paging(work: work, pageSize: pageSize)
        self.state = MerchantListViewState(
            tabs: [], sortText: "", filterText: "", locationText: location.map { Self.locationText($0, words) },
            screenWords: ScreenWords(words))
        refreshControls()
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [MerchantListIntent] {
        intents.take()
    }

    /// Returns when every load this screen started has finished (tests and `explore play` draw after it).
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// Returns when every load has finished, without waiting out a pause in typing: the interactive mode takes keys
    /// as they come, and the search that the pause starts lands in ``state`` when it answers.
    public func waitUntilSettled() async { await work.waitUntilIdle(except: [Debounce.slot]) }

    // MARK: Inputs

    /// The screen is shown: the first time, loads the list; after that, refreshes favourites and recent searches
    /// (another screen may have changed them) without reloading the rows.
    public func screenAppeared() {
        work.start("saved") { [weak self] in await self?.loadSavedData() }
        if state.phase == .idle { reloadList() }
    }

    /// A sync replaced the snapshot: lists the same tab, search and filters again from the first page.
    public func directoryReplaced() {
        knownPlaces = []
        work.start("saved") { [weak self] in await self?.loadSavedData() }
        reloadList()
    }

    /// A tab was chosen: lists that tab from its first page. Nearby lists nearest first (a sort chosen after changes
    /// that).
    public func tabSelected(_ tab: DirectoryTab) {
        guard tab != self.tab else { return }
        self.tab = tab
        if tab == .nearby, location != nil { sort = .distance }
        refreshControls()
        reloadList()
    }

    /// The `/` key: keys now go to the search field.
    public func searchActivated() {
        state.isSearchFocused = true
    }

    /// The search text changed (a key typed or deleted): the search runs after a pause in typing.
    public func searchTextChanged(_ text: String) {
        recalled = nil
        changeSearchText(text)
    }

    /// `Tab` in the search field: the next recent search fills the field (the newest first, and round again).
    public func recentSearchRecalled() {
        guard !state.recentSearches.isEmpty else { return }
        let next = ((recalled ?? -1) + 1) % state.recentSearches.count
        recalled = next
        changeSearchText(state.recentSearches[next])
    }

    /// Enter in the search field: search now, remember the search, and give the keys back to the list.
    public func searchSubmitted() {
        state.isSearchFocused = false
        work.cancel(Debounce.slot)
        commitSearchText()
        let text = state.searchText
        let recentSearches = self.recentSearches
        work.start("remember") { [weak self] in
            try? await recentSearches.remember(text)
            await self?.loadSavedData()
        }
    }

    /// Escape in the search field: clear the search and give the keys back to the list.
    public func searchCancelled() {
        recalled = nil
        state.isSearchFocused = false
        state.searchText = ""
        work.cancel(Debounce.slot)
        commitSearchText()
    }

    /// Orders the list by `sort`, in every tab.
    public func sortSelected(_ sort: MerchantSort) {
        guard sort != self.sort else { return }
        self.sort = sort
        refreshControls()
        reloadList()
    }

    /// The `f` key: asks to edit the filters.
    public func filtersTapped() {
        intents.append(.showFilters(filters))
    }

    /// The filter screen applied new filters.
    public func filtersChanged(_ filters: MerchantFilters) {
        guard filters != self.filters else { return }
        self.filters = filters
        refreshControls()
        reloadList()
    }

    /// Moves the highlight; reaching the last row loads the next page.
    public func selectionMoved(by offset: Int) { moveSelection(by: offset) }

    /// A row was opened (Enter on the highlight, or a click).
    public func merchantSelected(at index: Int) {
        guard state.rows.indices.contains(index) else { return }
        state.selectedIndex = index
        intents.append(.showMerchant(state.rows[index].id))
    }

    /// Fetches the next page and appends it; ignored at the end of the list or while a page loads.
    public func nextPageRequested() { requestNextPage() }

    /// Lists at least `count` pages, of this list and of every later search or choice, the first page counted (a
    /// link to "more" asks for one page more than it shows); fewer when the list ends first.
    public func pagesRequested(_ count: Int) { requestPages(count) }

    /// Asks again after a failure: the whole list, or only the page that failed.
    public func retryTapped() { retryPages() }

    /// Asks to show the sync screen.
    public func syncTapped() { intents.append(.showSyncStatus) }

    /// Asks to show the catalog export screen.
    public func exportTapped() { intents.append(.showCatalogExport) }

    /// Asks to show the ATM finder.
    public func atmsTapped() { intents.append(.showATMs) }

    /// Asks to show the favourite merchants.
    public func favouritesTapped() { intents.append(.showFavourites) }
}
