import Domain

/// What a list page keeps of a merchant: enough for one line, so that lists of 100,000 merchants stay small.
struct MerchantEntry: Encodable {
    let name: String
    /// The merchant page, relative to the site root.
    let path: String
    /// How to pay and the best discount, as one short line.
    let detail: String

    init(_ merchant: Merchant, path: String) {
        name = CatalogText.cleaned(merchant.name)
        self.path = path
        detail = SiteText.listingDetail(merchant)
    }
}
