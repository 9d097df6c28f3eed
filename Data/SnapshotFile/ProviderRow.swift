import Domain
import GRDB

/// One row of `gift_card_providers`: what one provider offers for one merchant, read by column name.
public struct ProviderRow: Sendable {
    /// The `gift_card_providers` columns the readers use (NULL for those a file lacks), in the order the snapshot
    /// writer inserts them.
    public enum Columns: String, TableColumns {
        case merchantId, provider, redeemType, savingsPercentage, active, denominationsType, sourceId

        /// The table these columns belong to.
        public static let table = "gift_card_providers"
    }

    /// The merchant the row belongs to, as text (empty when the row names none).
    public var merchantID = ""
    /// The provider's stored name (`CTX`, `PiggyCards`).
    public var provider: String?
    /// How its cards are redeemed, as stored (``StoredEnums/redeemType(_:)``).
    public var redeemType: String?
    /// Basis points; negative is a fee.
    public var savingsPercentage: Int?
    /// The stored `active` flag: only an explicit zero hides a row (``StoredEnums/isActive(_:)``).
    public var active: Int64?
    /// The stored denominations type (`fixed`, `min-max`).
    public var denominationsType: String?
    /// Declared INTEGER by publishers and TEXT by the apps: read either way.
    public var sourceID: String?

    /// The column names in ``Columns`` order (the snapshot writer's INSERT list).
    public static var columns: [String] { Columns.allCases.map(\.name) }

    /// A row whose every column is NULL (the merchant id empty), for a reader to fill.
    public init() {}

    /// The Domain offer, or `nil` when the row names a provider this program does not know.
    public var offer: ProviderOffer? {
        guard let provider = StoredEnums.provider(provider) else { return nil }
        return ProviderOffer(
            provider: provider, discount: Discount(basisPoints: savingsPercentage ?? 0),
            denominationsType: StoredEnums.denominationsType(denominationsType),
            redeemType: StoredEnums.redeemType(redeemType), isActive: StoredEnums.isActive(active))
    }
}

extension ProviderRow {
    /// A row to write.
    public init(
        merchantID: String, provider: String?, redeemType: String?, savingsPercentage: Int?, active: Int64?,
        denominationsType: String?, sourceID: String?
    ) {
        self.merchantID = merchantID
        self.provider = provider
        self.redeemType = redeemType
        self.savingsPercentage = savingsPercentage
        self.active = active
        self.denominationsType = denominationsType
        self.sourceID = sourceID
    }
}
