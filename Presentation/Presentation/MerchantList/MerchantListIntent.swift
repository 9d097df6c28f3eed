import Domain

/// Where the merchant list asks to go; the App's navigator decides what that means.
public enum MerchantListIntent: Hashable, Sendable {
    case showMerchant(MerchantID)
    /// Edit the list's filters, starting from these.
    case showFilters(MerchantFilters)
    case showSyncStatus
    case showCatalogExport
    /// Open the ATM finder.
    case showATMs
    /// Choose where the user is.
    case showLocationPicker
    /// The user chose this location on the list itself (`n`, the place a search names): screens opened from now on
    /// measure from it. It is already remembered.
    case locationChosen(ChosenLocation)
    /// List the favourite merchants.
    case showFavourites
}
