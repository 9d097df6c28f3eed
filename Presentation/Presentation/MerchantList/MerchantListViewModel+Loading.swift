import Domain

/// Fetching pages and turning them into rows.
extension MerchantListViewModel {
    /// Starts the list again from the first page for the current query, dropping any answer still on its way.
    func reload() {
        generation += 1
        let generation = self.generation
        work.cancel("page")
        state.phase = .loading
        state.isLoadingMore = false
        state.pagingError = nil
        let request = PageRequest(offset: 0, limit: pageSize)
        let fetch = fetcher()
        work.start("search") { [weak self] in
            let result: Result<Page<MerchantListing>, DirectoryError>
            do throws(DirectoryError) { result = .success(try await fetch(request)) } catch { result = .failure(error) }
            self?.firstPageArrived(result, generation: generation)
        }
    }

    func loadNextPage() {
        let generation = self.generation
        state.isLoadingMore = true
        state.pagingError = nil
        let request = PageRequest(offset: state.rows.count, limit: pageSize)
        let fetch = fetcher()
        work.start("page") { [weak self] in
            let result: Result<Page<MerchantListing>, DirectoryError>
            do throws(DirectoryError) { result = .success(try await fetch(request)) } catch { result = .failure(error) }
            self?.nextPageArrived(result, generation: generation)
        }
    }

    func commitSearchText() {
        guard state.searchText != queryText else { return }
        queryText = state.searchText
        reload()
    }

    func loadSavedData() async {
        if let ids = try? await favourites.all() {
            favouriteIDs = Set(ids)
            for index in state.rows.indices {
                state.rows[index].isFavourite = favouriteIDs.contains(state.rows[index].id)
            }
        }
        if let recent = try? await recentSearches.list() {
            state.recentSearches = recent.map(\.text)
        }
    }

    /// The tab bar, sort and filter words, from the current query.
    func refreshControls() {
        state.tabs = DirectoryTab.allCases.map { TabItem(title: Self.title(of: $0), isSelected: $0 == tab) }
        let shownSort = tab == .nearby ? .distance : sort
        state.sortText = "Sort: \(shownSort.rawValue)"
        state.filterText = "Filters: \(FilterWords.summary(filters))"
    }

    nonisolated static func title(of tab: DirectoryTab) -> String {
        switch tab {
        case .all: "All"
        case .online: "Online"
        case .nearby: "Nearby"
        }
    }

    static func locationText(_ location: ChosenLocation) -> String {
        "Near \(location.name), within \(Formats.distance(location.radius))"
    }

    /// A function that fetches one page of the current query, captured now so a later change of query cannot
    /// leak into a request already made.
    private func fetcher() -> @Sendable (PageRequest) async throws(DirectoryError) -> Page<MerchantListing> {
        let (search, listNearby, location) = (self.search, self.listNearby, self.location)
        let query = MerchantQuery(
            text: queryText, tab: tab, filters: filters, sort: sort, position: location?.coordinate,
            radius: location?.radius ?? MerchantQuery.defaultRadius)
        return { page throws(DirectoryError) in
            if query.tab == .nearby, let location {
                return try await listNearby(
                    around: location.coordinate, within: location.radius, text: query.text, filters: query.filters,
                    page: page)
            }
            var query = query
            query.page = page
            return try await search(query)
        }
    }

    private func firstPageArrived(_ result: Result<Page<MerchantListing>, DirectoryError>, generation: Int) {
        guard generation == self.generation else { return }
        switch result {
        case .success(let page):
            state.rows = page.items.map { MerchantRow($0, isFavourite: favouriteIDs.contains($0.id)) }
            state.selectedIndex = state.rows.isEmpty ? nil : 0
            state.phase = page.items.isEmpty ? .empty(emptyMessage()) : .loaded
            state.isAtEnd = !page.hasMore
            state.countText = countText(total: page.total)
        case .failure(let error):
            state.rows = []
            state.selectedIndex = nil
            state.phase = .failed(ErrorMessages.sentence(for: error))
            state.isAtEnd = false
            state.countText = ""
        }
    }

    private func nextPageArrived(_ result: Result<Page<MerchantListing>, DirectoryError>, generation: Int) {
        guard generation == self.generation else { return }
        state.isLoadingMore = false
        switch result {
        case .success(let page):
            state.rows += page.items.map { MerchantRow($0, isFavourite: favouriteIDs.contains($0.id)) }
            state.isAtEnd = !page.hasMore || page.items.isEmpty
            state.countText = countText(total: page.total)
        case .failure(let error):
            state.pagingError = ErrorMessages.sentence(for: error)
        }
    }

    private func countText(total: Int) -> String {
        MerchantListViewState.countText(shown: state.rows.count, total: total)
    }

    private func emptyMessage() -> String {
        MerchantListViewState.emptyMessage(tab: tab, text: queryText, filtered: !filters.isEmpty)
    }
}
