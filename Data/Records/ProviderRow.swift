import Domain
import GRDB

/// One row of `gift_card_providers`: what one provider offers for one merchant, read by column name.
package struct ProviderRow {
    /// The `gift_card_providers` columns the reader uses, in the order ``DirectorySQL/providerRowSelection(_:)``
    /// selects them (NULL for those a file lacks) and the snapshot writer inserts them.
    package enum Columns: String, TableColumns {
        case merchantId, provider, redeemType, savingsPercentage, active, denominationsType, sourceId

        package static let table = "gift_card_providers"
    }

    package var merchantID = ""
    package var provider: String?
    package var redeemType: String?
    /// Basis points; negative is a fee.
    package var savingsPercentage: Int?
    package var active: Int64?
    package var denominationsType: String?
    /// Declared INTEGER by publishers and TEXT by the apps: read either way.
    package var sourceID: String?

    /// The column names in ``Columns`` order (the snapshot writer's INSERT list).
    package static var columns: [String] { Columns.allCases.map(\.name) }

    /// A row whose every column is NULL (the merchant id empty), for ``read(_:_:)`` to fill.
    package init() {}

    /// Stores the value a row holds in `column`, cleaned as the field needs it.
    package mutating func read(_ column: Columns, _ value: DatabaseValue) {
        switch column {
        case .merchantId: merchantID = StoredText.identifier(value) ?? ""
        case .provider: provider = StoredValue.string(value)
        case .redeemType: redeemType = StoredValue.string(value)
        case .savingsPercentage: savingsPercentage = StoredValue.basisPoints(value)
        case .active: active = StoredValue.int64(value)
        case .denominationsType: denominationsType = StoredValue.string(value)
        case .sourceId: sourceID = StoredText.identifier(value)
        }
    }

    /// The Domain offer, or `nil` when the row names a provider this program does not know.
    package var offer: ProviderOffer? {
        guard let provider = StoredEnums.provider(provider) else { return nil }
        return ProviderOffer(
            provider: provider, discount: Discount(basisPoints: savingsPercentage ?? 0),
            denominationsType: StoredEnums.denominationsType(denominationsType),
            redeemType: StoredEnums.redeemType(redeemType), isActive: StoredEnums.isActive(active))
    }
}

extension ProviderRow {
    /// A row to write.
    package init(
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
