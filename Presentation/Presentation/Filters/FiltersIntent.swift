import Domain

/// Where the filter screen asks to go.
public enum FiltersIntent: Hashable, Sendable {
    /// Close the screen and list merchants with these filters.
    case apply(MerchantFilters)
    /// Choose a territory, starting from this one (`nil`: any).
    case showTerritories(selected: String?)
    /// Close the screen and keep the filters as they were.
    case back
}
