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
            clearPages(.empty("Nearby lists the merchants around a location you choose."))
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
        state.tabs = DirectoryTab.allCases.map { TabItem(title: Self.title(of: $0), isSelected: $0 == tab) }
        state.tab = tab
        state.sort = sort
        state.sorts = MerchantListViewState.sorts(located: location != nil)
        state.sortText = "Sort: \(sort.rawValue)"
        state.filterText = "Filters: \(FilterWords.summary(filters))"
    }

    nonisolated static func title(of tab: DirectoryTab) -> String {
        switch tab {
        case .all: "All"
        case .online: "Online"
        case .nearby: "Nearby"
        }
    }

    /// "Near Caracas, within 30 km" for a circle; "In California" for a territory.
    static func locationText(_ location: ChosenLocation) -> String {
        location.territory == nil
            ? "Near \(location.name), within \(Formats.radius(location.radius))" : "In \(location.name)"
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
        MerchantRow(listing, isFavourite: favouriteIDs.contains(listing.id))
    }

    func countText(shown: Int, total: Int) -> String {
        MerchantListViewState.countText(shown: shown, total: total)
    }

    /// The sentence for an empty list; when the search's words name a place, that place is offered too
    /// (``MerchantListViewState/namedPlace``).
    func emptyMessage() -> String {
        if filters.isEmpty, let place = namedPlace() {
            state.namedPlace = place.name
            return MerchantListViewState.namesAPlace(
                text: queryText, place: place.name,
                how: place.kind == .territory
                    ? "press n to list its merchants" : "press n to list the merchants near it")
        }
        if tab == .nearby, queryText.isEmpty, filters.isEmpty, let location, location.territory != nil {
            return "No merchant in \(location.name). Choose another location, or see every merchant in All."
        }
        if tab == .nearby, queryText.isEmpty, filters.isEmpty, let location {
            // Nothing is near: say how far was looked, and where the merchants can still be found.
            return "No merchant within \(Formats.radius(location.radius)) of \(location.name). Choose another "
                + "location, or see every merchant nearest first in All."
        }
        return MerchantListViewState.emptyMessage(tab: tab, text: queryText, filtered: !filters.isEmpty)
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
                        tab: tab, text: text, filtered: !filters.isEmpty, suggestions: names))
            })
    }
}
