import Domain
import GRDB

/// One row of `gift_card_providers`: what one provider offers for one merchant, read by column name.
struct ProviderRow {
    var merchantID: String
    var provider: String?
    var redeemType: String?
    /// Basis points; negative is a fee.
    var savingsPercentage: Int?
    var active: Int64?
    var denominationsType: String?
    /// Declared INTEGER by publishers and TEXT by the apps: read either way.
    var sourceID: String?

    static let columns = [
        "merchantId", "provider", "redeemType", "savingsPercentage", "active", "denominationsType", "sourceId",
    ]

    init(row: Row) {
        merchantID = StoredText.identifier(StoredValue.value(row, "merchantId")) ?? ""
        provider = StoredValue.string(row, "provider")
        redeemType = StoredValue.string(row, "redeemType")
        savingsPercentage = StoredValue.int(row, "savingsPercentage")
        active = StoredValue.int64(row, "active")
        denominationsType = StoredValue.string(row, "denominationsType")
        sourceID = StoredText.identifier(StoredValue.value(row, "sourceId"))
    }

    /// The Domain offer, or `nil` when the row names a provider this program does not know.
    var offer: ProviderOffer? {
        guard let provider = StoredEnums.provider(provider) else { return nil }
        return ProviderOffer(
            provider: provider, discount: Discount(basisPoints: savingsPercentage ?? 0),
            denominationsType: StoredEnums.denominationsType(denominationsType),
            redeemType: StoredEnums.redeemType(redeemType), isActive: StoredEnums.isActive(active))
    }
}

extension ProviderRow {
    /// A row to write.
    init(
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
