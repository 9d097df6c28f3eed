import Domain
import Presentation

/// What a list page keeps of a merchant: enough for one line, and for the list's filters and sort.
struct MerchantEntry: Equatable, Sendable {
    let name: String
    /// The merchant page's file name without folder and extension (``CatalogFileNames/merchantStem(name:id:)``).
    let stem: String
    let type: MerchantType
    let paymentMethod: PaymentMethod
    /// The best discount; `nil` for none or zero.
    let discount: Discount?
    /// Where it is, as the list it stands in says it (``ListingPlace``).
    let place: String

    /// The merchant page, relative to the site root.
    var path: String { CatalogFileNames.merchantPage(stem: stem) }

    /// How to pay and the best discount: "Gift cards · 5% off".
    func offer(_ words: CatalogWords = .english) -> String { SiteText.offer(paymentMethod, discount, words) }

    /// Online or in shops, how to pay and the best discount, as the search page shows it.
    func detail(_ words: CatalogWords = .english) -> String {
        SiteText.listingDetail(type: type, offer: offer(words), words)
    }

    /// The line under the name in a list: where it is, how to pay and the best discount.
    func line(_ words: CatalogWords = .english) -> String { "\(place) · \(offer(words))" }

    /// The line in English.
    var line: String { line() }

    /// The entry of `merchant`, placed by all its locations.
    init(_ merchant: Merchant, stem: String, words: CatalogWords = .english) {
        self.init(
            name: DocumentText.cleaned(merchant.name), stem: stem, type: merchant.type,
            paymentMethod: merchant.paymentMethod, discount: SiteText.bestDiscount(merchant),
            place: ListingPlace.wording(merchant, words))
    }

    init(
        name: String, stem: String, type: MerchantType, paymentMethod: PaymentMethod, discount: Discount?,
        place: String
    ) {
        self.name = name
        self.stem = stem
        self.type = type
        self.paymentMethod = paymentMethod
        self.discount = discount == .zero ? nil : discount
        self.place = place
    }

    /// The same entry placed as another list shows it.
    func placed(_ place: String) -> MerchantEntry {
        MerchantEntry(
            name: name, stem: stem, type: type, paymentMethod: paymentMethod, discount: discount, place: place)
    }
}
