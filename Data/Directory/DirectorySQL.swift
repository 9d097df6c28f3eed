import Domain

/// The SQL fragments every directory query shares, adapted to one file's schema.
///
/// Each expression here mirrors a mapping in ``StoredEnums`` or ``StoredText`` so that what SQL filters and
/// sorts on is exactly what the Domain values hold.
struct DirectorySQL: Sendable {
    let schema: DirectorySchema

    /// A `merchant` column, or NULL when the file lacks it.
    func column(_ name: String, of table: String) -> String {
        schema.merchantColumns.contains(name) ? "\(table).\(name)" : "NULL"
    }

    /// A `gift_card_providers` column, or NULL when the file lacks it.
    func providerColumn(_ name: String, of table: String) -> String {
        schema.providerColumns?.contains(name) == true ? "\(table).\(name)" : "NULL"
    }

    /// The columns ``MerchantRow`` reads, NULL for the missing ones.
    func merchantRowColumns(of table: String) -> String {
        MerchantRow.columns.map { "\(column($0, of: table)) AS \($0)" }.joined(separator: ", ")
    }

    /// The columns ``ProviderRow`` reads.
    func providerRowColumns(of table: String) -> String {
        ProviderRow.columns.map { "\(providerColumn($0, of: table)) AS \($0)" }.joined(separator: ", ")
    }

    private func key(_ expression: String) -> String { "lower(\(StoredText.sqlTrim(expression)))" }

    /// Rows that are shown: active (NULL counts as active), and not redeemed by URL.
    func isVisible(_ table: String) -> String {
        """
        \(table).merchantId IS NOT NULL AND IFNULL(\(column("active", of: table)), 1) <> 0 \
        AND \(key(column("redeemType", of: table))) IS NOT 'url'
        """
    }

    /// Provider rows that count: active, not redeemed by URL, and a provider this build shows.
    func isVisibleOffer(_ table: String) -> String {
        """
        IFNULL(\(providerColumn("active", of: table)), 1) <> 0 \
        AND \(key(providerColumn("redeemType", of: table))) IS NOT 'url' \
        AND \(providerKey(table)) IN (\(Self.keys(GiftCardProvider.enabled)))
        """
    }

    /// Whether this build shows the merchant `merchantID` whose head row is `head`, as
    /// ``Domain/Merchant/withEnabledProviders`` decides: not when it sells gift cards and every provider row it has
    /// (active or not) names a disabled provider. `nil` when no provider is disabled, so default builds pay nothing.
    func isShown(merchantID: String, head: String) -> String? {
        guard hidesMerchants else { return nil }
        let disabled = hasProviderRows(merchantID: merchantID, of: Self.disabledProviders)
        let enabled = hasProviderRows(merchantID: merchantID, of: GiftCardProvider.enabled)
        return "(\(isDash(head)) OR NOT \(disabled) OR \(enabled))"
    }

    private static let disabledProviders = GiftCardProvider.allCases.filter { !$0.isEnabled }

    /// Whether `merchantID` has a provider row (active or not) naming one of `providers`.
    private func hasProviderRows(merchantID: String, of providers: [GiftCardProvider]) -> String {
        """
        EXISTS (SELECT 1 FROM gift_card_providers s WHERE s.merchantId = \(merchantID) \
        AND \(providerKey("s")) IN (\(Self.keys(providers))))
        """
    }

    /// Whether some merchants may be hidden: a provider is disabled and the file has provider rows.
    var hidesMerchants: Bool {
        schema.providerColumns != nil && GiftCardProvider.enabled.count < GiftCardProvider.allCases.count
    }

    /// Providers as the SQL list of their keys (`'ctx', 'piggycards'`); `NULL` for none, which matches nothing.
    private static func keys(_ providers: [GiftCardProvider]) -> String {
        providers.isEmpty ? "NULL" : providers.map { "'\($0.rawValue.lowercased())'" }.joined(separator: ", ")
    }

    func providerKey(_ table: String) -> String { key(providerColumn("provider", of: table)) }

    func providerDenominations(_ table: String) -> String { key(providerColumn("denominationsType", of: table)) }

    /// The merchant type as ``StoredEnums/merchantType(_:)`` reads it.
    func merchantType(_ table: String) -> String {
        "CASE \(key(column("type", of: table))) WHEN 'online' THEN 'online' WHEN 'both' THEN 'both' ELSE 'physical' END"
    }

    func isDash(_ table: String) -> String { "\(key(column("paymentMethod", of: table))) IS 'dash'" }

    func denominations(_ table: String) -> String { key(column("denominationsType", of: table)) }

    func trimmedName(_ table: String) -> String { StoredText.sqlTrim("IFNULL(\(table).name, '')") }

    func territory(_ table: String) -> String {
        "NULLIF(\(StoredText.sqlTrim(column("territory", of: table))), '')"
    }

    /// The merchant's own discount in basis points, NULL when zero or absent.
    func ownDiscount(_ table: String) -> String {
        "NULLIF(CAST(\(column("savingsPercentage", of: table)) AS INTEGER), 0)"
    }

    /// The best visible provider discount for `merchantID`, else the head row's own discount; NULL when none.
    ///
    /// As in ``Domain/Merchant/withEnabledProviders``, the own discount of a merchant with a row of a disabled
    /// provider does not count: the directory may have copied it from that provider.
    func bestDiscount(merchantID: String, head: String) -> String {
        guard schema.providerColumns != nil else { return ownDiscount(head) }
        let own =
            hidesMerchants
            ? "CASE WHEN \(hasProviderRows(merchantID: merchantID, of: Self.disabledProviders)) THEN NULL "
                + "ELSE \(ownDiscount(head)) END"
            : ownDiscount(head)
        return """
            COALESCE((SELECT max(IFNULL(CAST(\(providerColumn("savingsPercentage", of: "g")) AS INTEGER), 0)) \
            FROM gift_card_providers g WHERE g.merchantId = \(merchantID) AND \(isVisibleOffer("g"))), \
            \(own))
            """
    }
}
