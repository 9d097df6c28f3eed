/// How a gift card is redeemed at the merchant.
///
/// Rows whose redeem type is `url` are never shown: the apps cannot complete that flow.
public enum RedeemType: String, CaseIterable, Hashable, Sendable {
    case barcode
    case url
    case online
    case none
}
