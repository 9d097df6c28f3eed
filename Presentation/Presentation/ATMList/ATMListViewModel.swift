import Domain
import Observation

/// The ATM finder: every ATM, searchable by name or manufacturer, filtered by what the person wants to do there as
/// the wallets filter it, nearest first when the user has chosen a location, a page at a time.
@MainActor @Observable
public final class ATMListViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public internal(set) var state: ATMListViewState
    @ObservationIgnored private var intents = IntentQueue<ATMListIntent>()
    @ObservationIgnored let search: SearchATMs
    @ObservationIgnored let location: ChosenLocation?
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let work = RunningWork()
    @ObservationIgnored let paging: Paging

    // The query the rows answer. `searchText` may run ahead of `queryText` while typing is debounced.
    @ObservationIgnored private(set) var queryText = ""

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameters:
    ///   - location: the user's chosen location: ATMs are listed nearest first from its position, with distances;
    ///     a territory's ATMs alone when it is one.
    ///   - clock: times the pause after typing; tests pass a manual clock.
    ///   - pageSize: how many ATMs each page fetches.
    public init(
        search: SearchATMs, location: ChosenLocation?, clock: any Clock<Duration> = ContinuousClock(),
        pageSize: Int = 50, words: Words = .english
    ) {
        self.words = words
        self.search = search
        self.location = location
        self.clock = clock
        self.paging = Paging(work: work, pageSize: pageSize)
        self.state = ATMListViewState(
            actionText: ATMListViewState.actionText(nil, words),
            locationText: ATMListViewState.locationText(location, words), screenWords: ScreenWords(words))
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [ATMListIntent] {
        intents.take()
    }

    /// Returns when every load this screen started has finished.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// Returns when every load has finished, without waiting out a pause in typing: the interactive mode takes keys
    /// as they come, and the search that the pause starts lands in ``state`` when it answers.
    public func waitUntilSettled() async { await work.waitUntilIdle(except: [Debounce.slot]) }

    // MARK: Inputs

    /// The screen is shown: loads the list the first time.
    public func screenAppeared() {
        if state.phase == .idle { reloadPages() }
    }

    /// The `/` key: keys now go to the search field.
    public func searchActivated() { state.isSearchFocused = true }

    /// The search text changed: the search runs after a pause in typing.
    public func searchTextChanged(_ text: String) {
        state.searchText = TypedText.bounded(text)
        work.debounce(on: clock) { [weak self] in self?.commitSearchText() }
    }

    /// Enter in the search field: search now and give the keys back to the list.
    public func searchSubmitted() {
        state.isSearchFocused = false
        work.cancel(Debounce.slot)
        commitSearchText()
    }

    /// Escape in the search field: clear the search and give the keys back to the list.
    public func searchCancelled() {
        state.isSearchFocused = false
        state.searchText = ""
        work.cancel(Debounce.slot)
        commitSearchText()
    }

    /// Lists only the ATMs where the person can do `action` (`nil`: every ATM), from the first page.
    public func actionChosen(_ action: ATMAction?) {
        guard action != state.action else { return }
        state.action = action
        state.actionText = ATMListViewState.actionText(action, words)
        reloadPages()
    }

    /// Moves the highlight; reaching the last row loads the next page.
    public func selectionMoved(by offset: Int) { moveSelection(by: offset) }

    /// A row was opened.
    public func atmSelected(at index: Int) {
        guard state.rows.indices.contains(index) else { return }
        state.selectedIndex = index
        intents.append(.showATM(state.rows[index].id))
    }

    /// Fetches the next page and appends it; ignored at the end of the list or while a page loads.
    public func nextPageRequested() { requestNextPage() }

    /// Lists at least `count` pages, of this list and of every later search or choice, the first page counted (a
    /// link to "more" asks for one page more than it shows); fewer when the list ends first.
    public func pagesRequested(_ count: Int) { requestPages(count) }

    /// Asks again after a failure: the whole list, or only the page that failed.
    public func retryTapped() { retryPages() }

    /// Esc: stops any load and asks to leave.
    public func backTapped() {
        work.cancelAll()
        intents.append(.back)
    }

    private func commitSearchText() {
        guard state.searchText != queryText else { return }
        queryText = state.searchText
        reloadPages()
    }
}

/// Fetching pages and turning them into rows (``PagedListModel``).
extension ATMListViewModel: PagedListModel {
    func pageFetcher() -> @Sendable (PageRequest) async throws(DirectoryError) -> Page<ATMListing> {
        let (search, position, action, text) = (self.search, location?.coordinate, state.action, queryText)
        let territory = location?.territory
        return { page throws(DirectoryError) in
            try await search(
                ATMQuery(text: text, position: position, action: action, territory: territory, page: page))
        }
    }

    func row(for listing: ATMListing) -> ATMListRow {
        ATMListRow(listing, words: words)
    }

    func countText(shown: Int, total: Int) -> String {
        ATMListViewState.countText(shown: shown, total: total, words: words)
    }

    func emptyMessage() -> String {
        ATMListViewState.emptyMessage(
            state.action, text: queryText, territory: location?.territory != nil ? location?.name : nil, words)
    }
}

extension ATMListViewState: PagedListState {}
