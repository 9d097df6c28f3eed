import Domain

/// Reading the directory's enum-like columns, which hold free text in real files.
///
/// Unknown values never crash a read. The choices below are mirrored in the accelerated adapter's SQL, so that filters
/// and mapping agree: an unknown payment method reads as a gift card (so the Dash filter never claims it), an
/// unknown or missing merchant type reads as `physical`, unknown redeem and denominations types read as `nil`,
/// and provider rows naming an unknown provider are skipped.
public enum StoredEnums {
    /// Dash for a key of `dash`; anything else, unknown included, is a gift card.
    public static func paymentMethod(_ raw: String?) -> PaymentMethod {
        StoredText.key(raw) == "dash" ? .dash : .giftCard
    }

    /// Online, both, or physical for anything else (missing included).
    public static func merchantType(_ raw: String?) -> MerchantType {
        switch StoredText.key(raw) {
        case "online": .online
        case "both": .both
        default: .physical
        }
    }

    /// The redeem type the key names; `nil` for an unknown one.
    public static func redeemType(_ raw: String?) -> RedeemType? {
        StoredText.key(raw).flatMap(RedeemType.init(rawValue:))
    }

    /// The denominations type the key names; `nil` for an unknown one.
    public static func denominationsType(_ raw: String?) -> DenominationsType? {
        StoredText.key(raw).flatMap(DenominationsType.init(rawValue:))
    }

    /// The provider the key names; `nil` for one this program does not know.
    public static func provider(_ raw: String?) -> GiftCardProvider? {
        switch StoredText.key(raw) {
        case "ctx": .ctx
        case "piggycards": .piggyCards
        default: nil
        }
    }

    /// Whether the SQL expression `redeemType` does not read as ``Domain/RedeemType/url`` (its key is not `'url'`).
    /// The GLOB first passes any value without the letters u, r, l in a row in either case (almost every row, and the
    /// key can be `'url'` only with them), sparing those the trim, which costs a Nearby box or a list scan about four
    /// times the rest of the condition.
    public static func isNotURL(_ redeemType: String) -> String {
        "(\(redeemType) NOT GLOB '*[uU][rR][lL]*' OR \(StoredText.sqlKey(redeemType)) IS NOT 'url')"
    }

    /// A stored `active` flag: only an explicit zero hides a row.
    public static func isActive(_ raw: Int64?) -> Bool {
        raw.map { $0 != 0 } ?? true
    }
}
