import Domain

/// Where the user is: the picker it asks for, and what a chosen location changes.
extension MerchantListViewModel {
    /// The `l` key: asks to choose where the user is.
    public func locationTapped() {
        intents.append(.showLocationPicker)
    }

    /// The `n` key, while the search names a place and no merchant (``MerchantListViewState/namedPlace``): lists the
    /// merchants near that place (all of a territory's) in the Nearby tab, the search cleared, and remembers it as the
    /// location, as the picker would.
    public func namedPlaceChosen() {
        guard state.namedPlace != nil, let place = namedPlace() else { return }
        let chosen = ChooseLocation.location(at: place, radius: location?.radius ?? DistanceUnit.current.defaultRadius)
        if let chooseLocation { work.start("location") { try? await chooseLocation.choose(chosen) } }
        intents.append(.locationChosen(chosen))
        recalled = nil
        state.searchText = ""
        queryText = ""
        tab = .nearby
        locationChanged(chosen)
    }

    /// The `+` and `-` keys in Nearby: the next wider or narrower of the radii offered in the reader's unit
    /// (``DistanceUnit/radii``), remembered with the location as the picker remembers it; the sort stays as it is.
    /// Nothing happens past either end, outside Nearby, or in a territory (it has no radius: all of it is listed).
    public func radiusStepped(wider: Bool) {
        guard tab == .nearby, var chosen = location, chosen.territory == nil else { return }
        let steps = DistanceUnit.current.radii
        let next = wider ? steps.first { $0 > chosen.radius } : steps.last { $0 < chosen.radius }
        guard let next else { return }
        chosen.radius = next
        if let chooseLocation { work.start("location") { try? await chooseLocation.choose(chosen) } }
        intents.append(.locationChosen(chosen))
        location = chosen
        state.locationText = Self.locationText(chosen, words)
        reloadList()
    }

    /// The place the current search names, among the places known (``ChooseLocation/place(namedBy:among:)``).
    func namedPlace() -> Place? {
        guard tab != .nearby else { return nil }
        return ChooseLocation.place(namedBy: queryText, among: knownPlaces)
    }

    /// The location picker chose a location (or forgot it): distances are measured from it, and the list is sorted
    /// nearest first (by name again once no location is left).
    public func locationChanged(_ location: ChosenLocation?) {
        self.location = location
        state.locationText = location.map { Self.locationText($0, words) }
        sort = location == nil ? (sort == .distance ? .name : sort) : .distance
        refreshControls()
        reloadList()
    }
}
