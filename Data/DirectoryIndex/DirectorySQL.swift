import Domain
import SnapshotFile

/// The SQL fragments every directory query shares, adapted to one file's schema.
///
/// Each expression here mirrors a mapping in ``StoredEnums`` or ``StoredText`` so that what SQL filters and
/// sorts on is exactly what the Domain values hold. Tables come in as ``SQLTable``s made by ``merchant(_:)`` and
/// ``providers(_:)``, which know the file's columns.
struct DirectorySQL: Sendable {
    let schema: DirectorySchema

    /// The fragments for a file of `schema`.
    init(schema: DirectorySchema) {
        self.schema = schema
    }

    /// `merchant` under `alias`, with this file's columns.
    func merchant(_ alias: String) -> MerchantTable { SQLTable(alias, present: schema.merchantColumns) }

    /// `gift_card_providers` under `alias`, with this file's columns (none when it has no such table).
    func providers(_ alias: String) -> ProviderTable { SQLTable(alias, present: schema.providerColumns ?? []) }

    private func key(_ expression: String) -> String { StoredText.sqlKey(expression) }

    /// Rows that are shown (``MerchantRow/isVisible(merchantId:active:redeemType:)``).
    func isVisible(_ m: MerchantTable) -> String {
        MerchantRow.isVisible(merchantId: m[.merchantId], active: m[.active], redeemType: m[.redeemType])
    }

    /// Provider rows that count: active, not redeemed by URL, and a provider this build shows.
    func isVisibleOffer(_ g: ProviderTable) -> String {
        "\(isLiveOffer(g)) AND \(providerKey(g)) IN (\(Self.keys(GiftCardProvider.enabled)))"
    }

    /// Provider rows that count in any build: active, not redeemed by URL (``isVisibleOffer(_:)`` without the
    /// providers this build shows).
    func isLiveOffer(_ g: ProviderTable) -> String {
        "IFNULL(\(g[.active]), 1) <> 0 AND \(StoredEnums.isNotURL(g[.redeemType]))"
    }

    /// Whether this build shows the merchant `merchantID` (an SQL expression) whose head row is `head`, as
    /// ``Domain/Merchant/withEnabledProviders`` decides: not when it sells gift cards and every provider row it has
    /// (active or not) names a disabled provider. `nil` when no provider is disabled, so default builds pay nothing.
    func isShown(merchantID: String, head: MerchantTable) -> String? {
        isShown(merchantID: merchantID, head: head, hiding: Self.disabledProviders)
    }

    /// Whether a build that leaves out the providers `hidden` shows the merchant (``isShown(merchantID:head:)``).
    func isShown(merchantID: String, head: MerchantTable, hiding hidden: [GiftCardProvider]) -> String? {
        guard schema.providerColumns != nil, !hidden.isEmpty else { return nil }
        let disabled = hasProviderRows(merchantID: merchantID, of: hidden)
        let enabled = hasProviderRows(
            merchantID: merchantID, of: GiftCardProvider.allCases.filter { !hidden.contains($0) })
        return "(\(isDash(head)) OR NOT \(disabled) OR \(enabled))"
    }

    static let disabledProviders = GiftCardProvider.allCases.filter { !$0.isEnabled }

    /// Whether `merchantID` has a provider row (active or not) naming one of `providers`.
    func hasProviderRows(merchantID: String, of providers: [GiftCardProvider]) -> String {
        let s = self.providers("s")
        return """
            EXISTS (SELECT 1 FROM \(s.declaration) WHERE \(s[.merchantId]) = \(merchantID) \
            AND \(providerKey(s)) IN (\(Self.keys(providers))))
            """
    }

    /// Whether some merchants may be hidden: a provider is disabled and the file has provider rows.
    var hidesMerchants: Bool {
        schema.providerColumns != nil && GiftCardProvider.enabled.count < GiftCardProvider.allCases.count
    }

    /// Providers as the SQL list of their keys (`'ctx', 'piggycards'`); `NULL` for none, which matches nothing.
    static func keys(_ providers: [GiftCardProvider]) -> String {
        providers.isEmpty ? "NULL" : providers.map { "'\($0.rawValue.lowercased())'" }.joined(separator: ", ")
    }

    func providerKey(_ g: ProviderTable) -> String { key(g[.provider]) }

    func providerDenominations(_ g: ProviderTable) -> String { key(g[.denominationsType]) }

    /// The merchant type as ``StoredEnums/merchantType(_:)`` reads it.
    func merchantType(_ m: MerchantTable) -> String {
        "CASE \(key(m[.type])) WHEN 'online' THEN 'online' WHEN 'both' THEN 'both' ELSE 'physical' END"
    }

    func isDash(_ m: MerchantTable) -> String { "\(key(m[.paymentMethod])) IS 'dash'" }

    func denominations(_ m: MerchantTable) -> String { key(m[.denominationsType]) }

    func trimmedName(_ m: MerchantTable) -> String { StoredText.sqlTrim("IFNULL(\(m[.name]), '')") }

    func territory(_ m: MerchantTable) -> String { "NULLIF(\(StoredText.sqlTrim(m[.territory])), '')" }

    /// The merchant's own discount in basis points, NULL when zero or absent.
    func ownDiscount(_ m: MerchantTable) -> String { "NULLIF(\(basisPoints(m[.savingsPercentage])), 0)" }

    /// A stored discount as ``StoredValue/basisPoints(_:)`` reads it: the integer, NULL when it does not fit in 32 bits.
    func basisPoints(_ expression: String) -> String {
        "CASE WHEN CAST(\(expression) AS INTEGER) BETWEEN -2147483648 AND 2147483647 THEN CAST(\(expression) AS INTEGER) END"
    }

    /// The best visible provider discount for `merchantID` (an SQL expression), else the head row's own discount;
    /// NULL when none.
    ///
    /// As in ``Domain/Merchant/withEnabledProviders``, the own discount of a merchant with a row of a disabled
    /// provider does not count: the directory may have copied it from that provider.
    func bestDiscount(merchantID: String, head: MerchantTable) -> String {
        guard schema.providerColumns != nil else { return ownDiscount(head) }
        let own =
            hidesMerchants
            ? "CASE WHEN \(hasProviderRows(merchantID: merchantID, of: Self.disabledProviders)) THEN NULL "
                + "ELSE \(ownDiscount(head)) END"
            : ownDiscount(head)
        let g = providers("g")
        return """
            COALESCE((SELECT max(IFNULL(\(basisPoints(g[.savingsPercentage])), 0)) \
            FROM \(g.declaration) WHERE \(g[.merchantId]) = \(merchantID) AND \(isVisibleOffer(g))), \
            \(own))
            """
    }
}
