extension MerchantRow {
    /// Whether a `merchant` row is shown, as an SQL condition on the expressions of its `merchantId`, `active` and
    /// `redeemType` columns (`NULL` for a column the file lacks): it belongs to a merchant, it is active (NULL counts
    /// as active) and its cards are not redeemed by URL (``StoredEnums/isNotURL(_:)``).
    ///
    /// Every reader of the file asks this one condition, so that all of them show the same rows; a merchant is made
    /// of its shown rows alone, the lowest row id heading it.
    package static func isVisible(merchantId: String, active: String, redeemType: String) -> String {
        "\(merchantId) IS NOT NULL AND IFNULL(\(active), 1) <> 0 AND \(StoredEnums.isNotURL(redeemType))"
    }
}
