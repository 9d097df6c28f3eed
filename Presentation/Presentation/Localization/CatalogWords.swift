import Domain
import Foundation

/// The sentences of the published catalog's pages and scripts in one language: the frame, the home page, the lists,
/// a merchant's and an ATM's words, the 404 and search pages, and what the search and list scripts say.
///
/// Made once per site and shared by every page worker; the site renderer draws these as they are and never
/// translates. Every sentence is in the "Catalog site" section of the strings tables (`catalog.…` keys). English reads
/// as the site always has (its goldens), and counts and discounts take English's quick way there, since a site of
/// 100,000 merchants says them hundreds of thousands of times. A class: every page and every location of a site
/// shares the one made for it, never a copy of its sentences.
public final class CatalogWords: Sendable {
    /// The words these sentences are made with.
    public let words: Words
    private let isEnglish: Bool

    public let defaultTitle: String
    public let skipLink: String
    public let siteMenu: String
    public let languageMenu: String
    public let home: String
    public let territories: String
    public let atms: String
    public let search: String
    public let typeOnline: String
    public let typeShops: String
    public let typeOnlineAndShops: String
    public let payWithDash: String
    public let giftCards: String
    public let fixedAmounts: String
    public let rangeAmounts: String
    public let noDiscount: String
    public let placeOnline: String
    public let indexSearchLabel: String
    public let indexSearchLabelWithATMs: String
    public let atAGlance: String
    public let factMerchants: String
    public let factLocations: String
    public let factDash: String
    public let noTerritories: String
    public let atmsByTerritory: String
    public let bestDiscounts: String
    public let otherTitle: String
    public let otherIntroduction: String
    public let atmBuy: String
    public let atmSell: String
    public let atmBuyAndSell: String
    public let atmUnknown: String
    public let atmsByTerritoryHeading: String
    public let atmsUnplaced: String
    public let allATMs: String
    public let operatorWebsite: String
    public let areaMap: String
    public let osmMap: String
    public let map: String
    public let merchantIn: String
    public let and: String
    public let contact: String
    public let location: String
    public let noAddress: String
    public let noGiftCardOffer: String
    public let cardsSold: String
    public let noneOnSale: String
    public let howToBuy: String
    public let howToBuyFromProviders: String
    public let redeemOnline: String
    public let redeemBarcode: String
    public let unavailableOffer: String
    public let noMerchants: String
    public let pages: String
    public let pagesAfter: String
    public let previous: String
    public let next: String
    public let letters: String
    public let noTerritory: String
    public let notFoundTitle: String
    public let notFoundLead: String
    public let searchLead: String
    public let searchLeadWithATMs: String
    public let searchLabel: String
    public let nearMe: String
    public let within: String
    public let searchHint: String
    public let sortByName: String
    public let places: String
    public let merchants: String
    public let nearby: String
    public let nearbyWithATMs: String
    public let needsScript: String
    public let browseTerritories: String

    /// The catalog's sentences in a language.
    public init(_ words: Words) {
        self.words = words
        isEnglish = words.language == .english
        defaultTitle = words("catalog.default-title")
        skipLink = words("catalog.skip-link")
        siteMenu = words("catalog.menu.site")
        languageMenu = words("catalog.menu.language")
        home = words("catalog.menu.home")
        territories = words("catalog.menu.territories")
        atms = words("catalog.menu.atms")
        search = words("catalog.menu.search")
        typeOnline = words("catalog.type.online")
        typeShops = words("catalog.type.shops")
        typeOnlineAndShops = words("catalog.type.online-and-shops")
        payWithDash = words("catalog.pay.dash")
        giftCards = words("catalog.pay.gift-cards")
        fixedAmounts = words("catalog.amounts.fixed")
        rangeAmounts = words("catalog.amounts.range")
        noDiscount = words("catalog.no-discount")
        placeOnline = words("catalog.place.online")
        indexSearchLabel = words("catalog.index.search.label")
        indexSearchLabelWithATMs = words("catalog.index.search.label.atms")
        atAGlance = words("catalog.index.glance")
        factMerchants = words("catalog.fact.merchants")
        factLocations = words("catalog.fact.locations")
        factDash = words("catalog.fact.dash")
        noTerritories = words("catalog.index.no-territories")
        atmsByTerritory = words("catalog.index.atms.link")
        bestDiscounts = words("catalog.index.best")
        otherTitle = words("catalog.other.title")
        otherIntroduction = words("catalog.other.introduction")
        atmBuy = words("catalog.atm.buy")
        atmSell = words("catalog.atm.sell")
        atmBuyAndSell = words("catalog.atm.buy-and-sell")
        atmUnknown = words("catalog.atm.unknown")
        atmsByTerritoryHeading = words("catalog.atms.by-territory")
        atmsUnplaced = words("catalog.atms.unplaced")
        allATMs = words("catalog.atms.all")
        operatorWebsite = words("catalog.atms.website")
        areaMap = words("catalog.map.area")
        osmMap = words("catalog.map.osm")
        map = words("catalog.map")
        merchantIn = words("catalog.merchant.in")
        and = words("catalog.merchant.and")
        contact = words("catalog.merchant.contact")
        location = words("catalog.merchant.location")
        noAddress = words("catalog.merchant.no-address")
        noGiftCardOffer = words("catalog.gift.none-listed")
        cardsSold = words("catalog.gift.sold")
        noneOnSale = words("catalog.gift.none-on-sale")
        howToBuy = words("catalog.gift.how")
        howToBuyFromProviders = words("catalog.gift.how.providers")
        redeemOnline = words("catalog.gift.online")
        redeemBarcode = words("catalog.gift.barcode")
        unavailableOffer = words.unavailableOffer
        noMerchants = words("catalog.list.none")
        pages = words("catalog.list.pages")
        pagesAfter = words("catalog.list.pages-after")
        previous = words("catalog.list.previous")
        next = words("catalog.list.next")
        letters = words("catalog.list.letters")
        noTerritory = words("catalog.list.no-territory")
        notFoundTitle = words("catalog.not-found.title")
        notFoundLead = words("catalog.not-found.lead")
        searchLead = words("catalog.search.lead")
        searchLeadWithATMs = words("catalog.search.lead.atms")
        searchLabel = words("catalog.search.label")
        nearMe = words("catalog.search.near-me")
        within = words("catalog.search.within")
        searchHint = words("catalog.search.hint")
        sortByName = words("catalog.search.by-name")
        places = words("catalog.search.places")
        merchants = words("catalog.search.merchants")
        nearby = words("catalog.search.nearby")
        nearbyWithATMs = words("catalog.search.nearby.atms")
        needsScript = words("catalog.search.needs-script")
        browseTerritories = words("catalog.search.browse")
    }

    /// English, the language of the goldens.
    public static let english = CatalogWords(.english)

    /// The language of the pages (`<html lang>`).
    public var language: Language { words.language }

    /// A sentence of the tables with its arguments in place: for those said once per page.
    public func callAsFunction(_ key: String, _ arguments: String...) -> String {
        let format = Words.sentence(key, in: language) ?? Words.sentence(key, in: .english) ?? key
        return arguments.isEmpty ? format : String(format: format, locale: language.locale, arguments: arguments)
    }

    // MARK: Numbers

    /// A whole number as the language groups it: "1,234" ("1.234").
    public func number(_ value: Int) -> String {
        isEnglish ? Formats.grouped(value) : words.number(value)
    }

    /// "1 merchant", "2,000 merchants": a counted noun of the tables (`count.merchants`, `catalog.count.territories`).
    public func count(_ value: Int, _ key: String) -> String {
        words.count(value, key)
    }

    /// "6% off", "1.5% fee", "no discount".
    public func discount(_ discount: Discount) -> String {
        if isEnglish { return discount.description }
        return words.discount(discount) ?? noDiscount
    }

    // MARK: A merchant's values

    public func type(_ type: MerchantType) -> String {
        switch type {
        case .online: typeOnline
        case .physical: typeShops
        case .both: typeOnlineAndShops
        }
    }

    public func payment(_ method: PaymentMethod) -> String {
        switch method {
        case .dash: payWithDash
        case .giftCard: giftCards
        }
    }

    public func amounts(_ type: DenominationsType) -> String {
        switch type {
        case .fixed: fixedAmounts
        case .minMax: rangeAmounts
        }
    }

    /// "Buy Dash", "Sell Dash", "Buy and sell Dash", or "Type unknown".
    public func atmAction(_ type: ATMType?) -> String {
        switch type {
        case .buy: atmBuy
        case .sell: atmSell
        case .buyAndSell: atmBuyAndSell
        case nil: atmUnknown
        }
    }
}
