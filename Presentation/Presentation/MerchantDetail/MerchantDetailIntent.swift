/// Where the merchant detail screen asks to go.
public enum MerchantDetailIntent: Hashable, Sendable {
    case back
}
