import Domain

/// Where the user is: the picker it asks for, and what a chosen location changes.
extension MerchantListViewModel {
    /// The `l` key: asks to choose where the user is.
    public func locationTapped() {
        intents.append(.showLocationPicker)
    }

    /// The location picker chose a location (or forgot it): distances are measured from it, and the list is sorted
    /// nearest first (by name again once no location is left).
    public func locationChanged(_ location: ChosenLocation?) {
        self.location = location
        state.locationText = location.map(Self.locationText)
        sort = location == nil ? (sort == .distance ? .name : sort) : .distance
        refreshControls()
        reloadList()
    }
}
