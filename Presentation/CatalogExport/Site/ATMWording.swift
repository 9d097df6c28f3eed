import Domain
import Presentation

/// What an ATM lets a person do, worded from the person's side, as the app's ATM screens word it.
///
/// An ATM of type ``ATMType/buy`` is one where people *buy* Dash with cash, so it reads "Buy Dash", never "Buys Dash"
/// (which reads as the machine buying). The site cannot use Presentation's wording (CatalogExport depends on Domain
/// only), so the same sentences live here; a test states the rule on ``ATMType/canBuy`` and ``ATMType/canSell``.
enum ATMWording {
    /// "Buy Dash", "Sell Dash", "Buy and sell Dash", or "Type unknown" when the directory does not say.
    static func action(_ type: ATMType?, _ words: CatalogWords = .english) -> String {
        words.atmAction(type)
    }

    /// The sentence that introduces ATMs wherever the site counts them: "3 ATMs where you can buy or sell Dash for
    /// cash".
    static func purpose(_ count: Int, _ words: CatalogWords) -> String {
        words("catalog.atm.purpose", SiteText.count(count, "count.atms", words))
    }

    /// How many of `atms` each of the Dash wallets' ATM filters lists (``Domain/ATMAction/admits(_:)``): "As the Dash
    /// wallets filter them: 4 to buy Dash, 2 to sell Dash, 1 to buy and sell.", saying so when untyped ATMs count.
    static func filterCounts(_ atms: some Collection<ATM>, _ words: CatalogWords = .english) -> String {
        let listed = { (action: ATMAction) in words.number(atms.count { action.admits($0.type) }) }
        var text = words("catalog.atm.filters", listed(.buy), listed(.sell), listed(.buyAndSell))
        let untyped = atms.count { $0.type == nil }
        if untyped > 0, ATMAction.buy.admitsUntyped {
            text += words("catalog.atm.untyped", SiteText.count(untyped, "count.atms", words))
        }
        return text
    }
}
