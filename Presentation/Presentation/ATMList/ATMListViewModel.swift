import Domain
import Observation

/// The ATM finder: every ATM, searchable by name or manufacturer, filtered by type, nearest first when the
/// user has chosen a location, a page at a time.
@MainActor @Observable
public final class ATMListViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state: ATMListViewState
    @ObservationIgnored private var intents: [ATMListIntent] = []
    @ObservationIgnored private let search: SearchATMs
    @ObservationIgnored private let location: ChosenLocation?
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let pageSize: Int
    @ObservationIgnored private let work = RunningWork()

    // The query the rows answer. `searchText` may run ahead of `queryText` while typing is debounced.
    @ObservationIgnored private var queryText = ""
    @ObservationIgnored private var type: ATMType?
    /// Bumped by every new query; an answer for an older one is dropped, however late it comes.
    @ObservationIgnored private var generation = 0

    /// - Parameters:
    ///   - location: the user's chosen position: ATMs are listed nearest first from it, with distances.
    ///   - clock: times the pause after typing; tests pass a manual clock.
    ///   - pageSize: how many ATMs each page fetches.
    public init(
        search: SearchATMs, location: ChosenLocation?, clock: any Clock<Duration> = ContinuousClock(),
        pageSize: Int = 50
    ) {
        self.search = search
        self.location = location
        self.clock = clock
        self.pageSize = max(1, pageSize)
        self.state = ATMListViewState(locationText: location.map { "Nearest to \($0.name) first" })
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [ATMListIntent] {
        defer { intents.removeAll() }
        return intents
    }

    /// Returns when every load this screen started has finished.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    // MARK: Inputs

    /// The screen is shown: loads the list the first time.
    public func screenAppeared() {
        if state.phase == .idle { reload() }
    }

    /// The `/` key: keys now go to the search field.
    public func searchActivated() { state.isSearchFocused = true }

    /// The search text changed: the search runs after a pause in typing.
    public func searchTextChanged(_ text: String) {
        state.searchText = text
        let pause = Debounce.sleep(on: clock, for: Debounce.interval)
        work.start("debounce") { [weak self] in
            do { try await pause() } catch { return }
            self?.commitSearchText()
        }
    }

    /// Enter in the search field: search now and give the keys back to the list.
    public func searchSubmitted() {
        state.isSearchFocused = false
        work.cancel("debounce")
        commitSearchText()
    }

    /// Escape in the search field: clear the search and give the keys back to the list.
    public func searchCancelled() {
        state.isSearchFocused = false
        state.searchText = ""
        work.cancel("debounce")
        commitSearchText()
    }

    /// The `t` key: any type, buy, sell, both, and round again.
    public func typeCycled() {
        let order: [ATMType?] = [nil] + ATMType.allCases
        type = order[((order.firstIndex(of: type) ?? 0) + 1) % order.count]
        state.typeText = "Type: \(type?.rawValue ?? "any")"
        reload()
    }

    /// Moves the highlight; reaching the last row loads the next page.
    public func selectionMoved(by offset: Int) {
        guard let selected = state.selectedIndex, !state.rows.isEmpty else { return }
        state.selectedIndex = min(max(0, selected + offset), state.rows.count - 1)
        if state.selectedIndex == state.rows.count - 1 { nextPageRequested() }
    }

    /// A row was opened.
    public func atmSelected(at index: Int) {
        guard state.rows.indices.contains(index) else { return }
        state.selectedIndex = index
        intents.append(.showATM(state.rows[index].id))
    }

    /// Fetches the next page and appends it; ignored at the end of the list or while a page loads.
    public func nextPageRequested() {
        guard state.phase == .loaded, !state.isAtEnd, !state.isLoadingMore else { return }
        load(PageRequest(offset: state.rows.count, limit: pageSize), appending: true)
    }

    /// Asks again after a failure: the whole list, or only the page that failed.
    public func retryTapped() {
        if case .failed = state.phase {
            reload()
        } else if state.pagingError != nil {
            load(PageRequest(offset: state.rows.count, limit: pageSize), appending: true)
        }
    }

    /// Esc: stops any load and asks to leave.
    public func backTapped() {
        work.cancelAll()
        intents.append(.back)
    }

    // MARK: Loading

    private func commitSearchText() {
        guard state.searchText != queryText else { return }
        queryText = state.searchText
        reload()
    }

    private func reload() {
        generation += 1
        work.cancel("page")
        state.phase = .loading
        state.isLoadingMore = false
        state.pagingError = nil
        load(PageRequest(offset: 0, limit: pageSize), appending: false)
    }

    private func load(_ request: PageRequest, appending: Bool) {
        let generation = self.generation
        if appending {
            state.isLoadingMore = true
            state.pagingError = nil
        }
        let search = self.search
        let query = ATMQuery(
            text: queryText, position: location?.coordinate, types: type.map { [$0] } ?? [], page: request)
        work.start(appending ? "page" : "search") { [weak self] in
            let result: Result<Page<ATMListing>, DirectoryError>
            do throws(DirectoryError) { result = .success(try await search(query)) } catch { result = .failure(error) }
            self?.arrived(result, appending: appending, generation: generation)
        }
    }

    private func arrived(_ result: Result<Page<ATMListing>, DirectoryError>, appending: Bool, generation: Int) {
        guard generation == self.generation else { return }
        state.isLoadingMore = false
        switch (result, appending) {
        case (.success(let page), false):
            state.rows = page.items.map(ATMListRow.init)
            state.selectedIndex = state.rows.isEmpty ? nil : 0
            state.phase = page.items.isEmpty ? .empty(emptyMessage()) : .loaded
            state.isAtEnd = !page.hasMore
            state.countText = countText(total: page.total)
        case (.success(let page), true):
            state.rows += page.items.map(ATMListRow.init)
            state.isAtEnd = !page.hasMore || page.items.isEmpty
            state.countText = countText(total: page.total)
        case (.failure(let error), false):
            state.rows = []
            state.selectedIndex = nil
            state.phase = .failed(ErrorMessages.sentence(for: error))
            state.isAtEnd = false
            state.countText = ""
        case (.failure(let error), true):
            state.pagingError = ErrorMessages.sentence(for: error)
        }
    }

    private func countText(total: Int) -> String {
        ATMListViewState.countText(shown: state.rows.count, total: total)
    }

    private func emptyMessage() -> String {
        let scope = type.map { "\(ATMListRow.typeWord($0).lowercased()) ATMs" } ?? "ATMs"
        return queryText.isEmpty ? "No \(scope)." : "No \(scope) match \u{201C}\(queryText)\u{201D}."
    }
}
