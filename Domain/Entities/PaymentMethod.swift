/// How a customer pays a merchant with Dash.
public enum PaymentMethod: String, CaseIterable, Hashable, Sendable {
    /// Dash is accepted at the till or checkout.
    case dash
    /// The customer buys a gift card with Dash from a provider, then pays with the card.
    case giftCard = "gift card"
}
