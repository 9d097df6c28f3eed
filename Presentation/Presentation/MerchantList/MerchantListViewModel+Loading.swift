import Domain

/// Fetching pages and turning them into rows (``PagedListModel``).
extension MerchantListViewModel: PagedListModel {
    func commitSearchText() {
        guard state.searchText != queryText else { return }
        queryText = state.searchText
        reloadList()
    }

    /// Shows `text` in the search field; the search runs after a pause in typing.
    func changeSearchText(_ text: String) {
        state.searchText = TypedText.bounded(text)
        work.debounce(on: clock) { [weak self] in self?.commitSearchText() }
    }

    /// Lists the current query from its first page; Nearby with no location chosen lists nothing and says why.
    func reloadList() {
        state.namedPlace = nil
        state.suggestions = []
        state.needsLocation = tab == .nearby && location == nil
        if state.needsLocation {
            clearPages(.empty(words("list.needs-location")))
        } else {
            reloadPages()
        }
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
        if knownPlaces.isEmpty, let chooseLocation, let places = try? await chooseLocation.allPlaces() {
            knownPlaces = places
        }
    }

    /// The tab bar, sort and filter words, from the current query.
    func refreshControls() {
        state.tabs = DirectoryTab.allCases.map { TabItem(title: Self.title(of: $0, words), isSelected: $0 == tab) }
        state.tab = tab
        state.sort = sort
        state.sorts = MerchantListViewState.sorts(located: location != nil)
        state.sortText = MerchantListViewState.sortText(sort, words)
        state.filterText = MerchantListViewState.filterText(filters, words)
    }

    /// A tab's name: "All", "Online", "Nearby".
    nonisolated static func title(of tab: DirectoryTab, _ words: Words = .english) -> String {
        words("list.tab.\(tab.rawValue)")
    }

    /// "Near Caracas, within 30 km" for a circle; "In California" for a territory.
    nonisolated static func locationText(_ location: ChosenLocation, _ words: Words = .english) -> String {
        location.territory == nil
            ? words("list.near", location.name, words.radius(location.radius)) : words("list.in", location.name)
    }

    func pageFetcher() -> @Sendable (PageRequest) async throws(DirectoryError) -> Page<MerchantListing> {
        let (search, listNearby, location) = (self.search, self.listNearby, self.location)
        let query = MerchantQuery(
            text: queryText, tab: tab, filters: filters, sort: sort, position: location?.coordinate,
            radius: location?.radius ?? MerchantQuery.defaultRadius)
        return { page throws(DirectoryError) in
            if query.tab == .nearby, let location {
                return try await listNearby(
                    at: location, text: query.text, filters: query.filters, sort: query.sort, page: page)
            }
            var query = query
            query.page = page
            return try await search(query)
        }
    }

    func row(for listing: MerchantListing) -> MerchantRow {
        MerchantRow(listing, isFavourite: favouriteIDs.contains(listing.id), words: words)
    }

    func countText(shown: Int, total: Int) -> String {
        MerchantListViewState.countText(shown: shown, total: total, words: words)
    }

    /// The sentence for an empty list; when the search's words name a place, that place is offered too
    /// (``MerchantListViewState/namedPlace``).
    func emptyMessage() -> String {
        if filters.isEmpty, let place = namedPlace() {
            state.namedPlace = place.name
            return MerchantListViewState.namesAPlace(
                text: queryText, place: place.name,
                how: words(
                    place.kind == .territory ? "list.names-a-place.screen.territory" : "list.names-a-place.screen"),
                words: words)
        }
        if tab == .nearby, queryText.isEmpty, filters.isEmpty, let location, location.territory != nil {
            return words("list.nothing-in", location.name)
        }
        if tab == .nearby, queryText.isEmpty, filters.isEmpty, let location {
            // Nothing is near: say how far was looked, and where the merchants can still be found.
            return words("list.nothing-near", words.radius(location.radius), location.name)
        }
        return MerchantListViewState.emptyMessage(
            tab: tab, text: queryText, filtered: !filters.isEmpty, words: words)
    }

    /// A typed search found nothing and names no place: the names the person may have meant, merchants and places
    /// (``SearchMerchants/suggestions(for:places:limit:)``), are asked for, and the empty line offers them when they
    /// come ("No merchants match “cafee”. Did you mean “Café Ávila”?"); an answer to an older query is dropped.
    func firstPageCameEmpty() {
        guard state.namedPlace == nil, !state.needsLocation, !SearchWords(queryText).isEmpty else { return }
        let (search, generation) = (self.search, paging.generation)
        let (text, tab, filters) = (queryText, tab, filters)
        let query = MerchantQuery(text: text, tab: tab, filters: filters)
        let (known, chooseLocation) = (knownPlaces, self.chooseLocation)
        paging.work.load(
            "suggest",
            fetch: { () async throws(DirectoryError) in
                // The places may not be read yet (a page served at once): read them here.
                let places = known.isEmpty ? ((try? await chooseLocation?.allPlaces()) ?? []) : known
                return try await search.suggestions(for: query, places: places.map(\.name))
            },
            arrived: { [weak self] result in
                guard let self, generation == self.paging.generation, self.state.rows.isEmpty,
                    case .success(let names) = result, !names.isEmpty
                else { return }
                self.state.suggestions = names
                self.state.phase = .empty(
                    MerchantListViewState.emptyMessage(
                        tab: tab, text: text, filtered: !filters.isEmpty, suggestions: names, words: self.words))
            })
    }
}
