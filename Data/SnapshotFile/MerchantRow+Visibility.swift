extension MerchantRow {
    /// Whether a `merchant` row is shown, as an SQL condition on the expressions of its `merchantId`, `active` and
    /// `redeemType` columns (`NULL` for a column the file lacks): it belongs to a merchant (an id of at most
    /// ``longestMerchantID`` bytes), it is active (NULL counts as active) and its cards are not redeemed by URL
    /// (``StoredEnums/isNotURL(_:)``).
    ///
    /// Every reader of the file asks this one condition, so that all of them show the same rows; a merchant is made
    /// of its shown rows alone, the lowest row id heading it.
    public static func isVisible(merchantId: String, active: String, redeemType: String) -> String {
        "\(merchantId) IS NOT NULL AND \(hasShortID(merchantId)) AND IFNULL(\(active), 1) <> 0 "
            + "AND \(StoredEnums.isNotURL(redeemType))"
    }

    /// The longest merchant id, in bytes, that names a merchant: eight times a UUID's 36 characters.
    ///
    /// An id is a key, printed whole on every row of a list and compared whole: it cannot be cut as a name is
    /// (``StoredText/bounded(_:)``) without naming another merchant, or none. A file from elsewhere could give one
    /// merchant an id of 50 MB, which every list showing it would copy; a row with such an id names no merchant.
    public static let longestMerchantID = 256

    /// Whether the id `merchantId` (an SQL expression) is at most ``longestMerchantID`` bytes long, as text.
    public static func hasShortID(_ merchantId: String) -> String {
        // As a blob, a text's length is its byte count, which SQLite knows without reading the text.
        "length(CAST(CAST(\(merchantId) AS TEXT) AS BLOB)) <= \(longestMerchantID)"
    }
}
