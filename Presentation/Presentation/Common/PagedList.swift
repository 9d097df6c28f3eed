import Domain

/// What a list screen's state shows of a list fetched a page at a time.
protocol PagedListState {
    associatedtype Row
    /// The rows loaded so far, every page appended.
    var rows: [Row] { get set }
    /// The highlighted row; `nil` when there are no rows.
    var selectedIndex: Int? { get set }
    /// Whether the first page is loaded, loading, empty or failed.
    var phase: LoadPhase { get set }
    /// "3 merchants", "Showing 50 of 1,234 merchants".
    var countText: String { get set }
    /// A next page is being fetched; the rows already shown stay.
    var isLoadingMore: Bool { get set }
    /// Every matching row is in ``rows``.
    var isAtEnd: Bool { get set }
    /// Why the last page request failed, while the rows already shown stay.
    var pagingError: String? { get set }
}

/// A view model whose screen lists a query's answer a page at a time: the paging every list screen shares.
///
/// The first page comes for each new query, the next one when the highlight reaches the last row, a retry fetches
/// whichever failed, and an answer to an older query is dropped however late it comes (a generation counter:
/// cancelling is not enough, since a repository may answer after being cancelled).
@MainActor
protocol PagedListModel: AnyObject {
    associatedtype Item: Hashable & Sendable
    associatedtype State: PagedListState
    var state: State { get set }
    /// The query's generation and the work slots.
    var paging: Paging { get }
    /// Fetches one page of the current query, captured when a load starts so a later change cannot leak into it.
    func pageFetcher() -> @Sendable (PageRequest) async throws(DirectoryError) -> Page<Item>
    /// The row for an item, in words.
    func row(for item: Item) -> State.Row
    /// "Showing 50 of 1,234 merchants".
    func countText(shown: Int, total: Int) -> String
    /// The sentence for a query with no answer, in the screen's words.
    func emptyMessage() -> String
    /// The first page of the current query came empty, and ``emptyMessage()`` is shown: a screen may look for more to
    /// say (the merchant list, names the person may have meant).
    func firstPageCameEmpty()

    /// The language of the list's sentences, its errors' too.
    var words: Words { get }
}

/// The state a paged list keeps outside its view state.
@MainActor
final class Paging {
    let work: RunningWork
    let pageSize: Int
    /// Bumped by every new query; an answer for an older one is dropped.
    var generation = 0
    /// How many pages each query lists before anyone asks for more (``PagedListModel/requestPages(_:)``).
    var wantedPages = 1
    /// How many pages of the current query have come.
    var loadedPages = 0

    init(work: RunningWork, pageSize: Int) {
        self.work = work
        self.pageSize = max(1, pageSize)
    }
}

extension PagedListModel {
    func firstPageCameEmpty() {}

    /// Lists the current query from its first page, dropping any answer still on its way.
    func reloadPages() {
        paging.generation += 1
        let generation = paging.generation
        paging.work.cancel("page")
        state.phase = .loading
        state.isLoadingMore = false
        state.pagingError = nil
        let (fetch, request) = (pageFetcher(), PageRequest(offset: 0, limit: paging.pageSize))
        paging.work.load(
            "search", fetch: { () async throws(DirectoryError) in try await fetch(request) },
            arrived: { [weak self] in self?.firstPageArrived($0, generation: generation) })
    }

    /// Shows no rows and `phase` in place of an answer (a query that cannot be asked yet), dropping any answer still
    /// on its way.
    func clearPages(_ phase: LoadPhase) {
        paging.generation += 1
        paging.work.cancel("search")
        paging.work.cancel("page")
        state.rows = []
        state.selectedIndex = nil
        state.phase = phase
        state.countText = ""
        state.isLoadingMore = false
        state.isAtEnd = true
        state.pagingError = nil
    }

    /// Moves the highlight; reaching the last row asks for the next page.
    func moveSelection(by offset: Int) {
        guard let selected = state.selectedIndex, !state.rows.isEmpty else { return }
        state.selectedIndex = min(max(0, selected + offset), state.rows.count - 1)
        if state.selectedIndex == state.rows.count - 1 { requestNextPage() }
    }

    /// Fetches the next page and appends it; ignored at the end of the list or while a page loads.
    func requestNextPage() {
        guard state.phase == .loaded, !state.isAtEnd, !state.isLoadingMore else { return }
        loadNextPage()
    }

    /// Lists at least `count` pages of this query and of every later one, fetching the missing pages one after another
    /// once the first has come; the end of the list or a failure stops it sooner.
    func requestPages(_ count: Int) {
        paging.wantedPages = max(1, count)
        requestWantedPages()
    }

    /// The next page, while fewer than the wanted pages have come.
    private func requestWantedPages() {
        guard paging.loadedPages < paging.wantedPages else { return }
        requestNextPage()
    }

    /// Asks again after a failure: the whole list, or only the page that failed.
    func retryPages() {
        if case .failed = state.phase {
            reloadPages()
        } else if state.pagingError != nil {
            loadNextPage()
        }
    }

    private func loadNextPage() {
        let generation = paging.generation
        state.isLoadingMore = true
        state.pagingError = nil
        let (fetch, request) = (pageFetcher(), PageRequest(offset: state.rows.count, limit: paging.pageSize))
        paging.work.load(
            "page", fetch: { () async throws(DirectoryError) in try await fetch(request) },
            arrived: { [weak self] in self?.nextPageArrived($0, generation: generation) })
    }

    private func firstPageArrived(_ result: Result<Page<Item>, DirectoryError>, generation: Int) {
        guard generation == paging.generation else { return }
        switch result {
        case .success(let page):
            paging.loadedPages = 1
            state.rows = page.items.map(row(for:))
            state.selectedIndex = state.rows.isEmpty ? nil : 0
            state.phase = page.items.isEmpty ? .empty(emptyMessage()) : .loaded
            state.isAtEnd = !page.hasMore
            state.countText = countText(shown: state.rows.count, total: page.total)
            if page.items.isEmpty { firstPageCameEmpty() }
            requestWantedPages()
        case .failure(let error):
            state.rows = []
            state.selectedIndex = nil
            state.phase = .failed(ErrorMessages.sentence(for: error, words: words))
            state.isAtEnd = false
            state.countText = ""
        }
    }

    private func nextPageArrived(_ result: Result<Page<Item>, DirectoryError>, generation: Int) {
        guard generation == paging.generation else { return }
        state.isLoadingMore = false
        switch result {
        case .success(let page):
            paging.loadedPages += 1
            state.rows += page.items.map(row(for:))
            state.isAtEnd = !page.hasMore || page.items.isEmpty
            state.countText = countText(shown: state.rows.count, total: page.total)
            requestWantedPages()
        case .failure(let error):
            state.pagingError = ErrorMessages.sentence(for: error, words: words)
        }
    }
}
