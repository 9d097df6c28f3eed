import Domain

/// Where the favourites list asks to go.
public enum FavouritesIntent: Hashable, Sendable {
    case showMerchant(MerchantID)
    case back
}
