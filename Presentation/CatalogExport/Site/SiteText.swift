import Domain
import Foundation
import Presentation

/// The words and numbers the site shows, formatted the same way on every machine and in every locale.
enum SiteText {
    /// `1234567` → `1,234,567`.
    static func count(_ value: Int) -> String { Formats.grouped(value) }

    /// A counted noun of the tables in the site's language: "1 merchant", "2.000 comercios".
    static func count(_ value: Int, _ key: String, _ words: CatalogWords) -> String {
        words.count(value, key)
    }

    /// "1 merchant", "2,000 merchants".
    static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(count(value)) \(value == 1 ? singular : plural)"
    }

    static func typeLabel(_ type: MerchantType, _ words: CatalogWords = .english) -> String { words.type(type) }

    static func paymentLabel(_ method: PaymentMethod, _ words: CatalogWords = .english) -> String {
        words.payment(method)
    }

    static func denominationsLabel(_ type: DenominationsType, _ words: CatalogWords = .english) -> String {
        words.amounts(type)
    }

    /// The text when something printable is left of it after cleaning, else `nil` (a phone field holding only
    /// control characters, say), so that pages do not show empty sections.
    static func visible(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = DocumentText.cleaned(text)
        // Only white space (Unicode White_Space, Foundation's `whitespacesAndNewlines`) is as good as nothing.
        return cleaned.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? nil : cleaned
    }

    /// "Back to example.org": the footer's link to the publisher's own site, named by its host.
    static func homeLink(_ home: URL, _ words: CatalogWords = .english) -> String {
        words(
            "catalog.home-link",
            home.host.map { $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0 } ?? home.absoluteString)
    }

    /// The short line under a merchant's name in search results: online or in shops, how to pay and the best
    /// discount.
    static func listingDetail(_ merchant: Merchant, _ words: CatalogWords = .english) -> String {
        listingDetail(type: merchant.type, offer: offer(merchant.paymentMethod, bestDiscount(merchant), words), words)
    }

    /// "In shops · Pay with Dash", "Online · Gift cards · 5% off".
    static func listingDetail(type: MerchantType, offer: String, _ words: CatalogWords = .english) -> String {
        "\(typeLabel(type, words)) · \(offer)"
    }

    /// How to pay and the discount when there is one: "Pay with Dash", "Gift cards · 5% off".
    static func offer(_ method: PaymentMethod, _ discount: Discount?, _ words: CatalogWords = .english) -> String {
        guard let discount, discount != .zero else { return paymentLabel(method, words) }
        return "\(paymentLabel(method, words)) · \(words.discount(discount))"
    }

    /// The best active offer's discount, else the merchant's own discount column when it is not zero.
    static func bestDiscount(_ merchant: Merchant) -> Discount? {
        merchant.bestOffer?.discount ?? merchant.discount.flatMap { $0 == .zero ? nil : $0 }
    }
}
