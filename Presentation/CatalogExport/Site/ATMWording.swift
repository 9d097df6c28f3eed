import Domain

/// What an ATM lets a person do, worded from the person's side, as the app's ATM screens word it.
///
/// An ATM of type ``ATMType/buy`` is one where people *buy* Dash with cash, so it reads "Buy Dash", never "Buys Dash"
/// (which reads as the machine buying). The site cannot use Presentation's wording (CatalogExport depends on Domain
/// only), so the same sentences live here; a test states the rule on ``ATMType/canBuy`` and ``ATMType/canSell``.
enum ATMWording {
    /// "Buy Dash", "Sell Dash", "Buy and sell Dash", or "Type unknown" when the directory does not say.
    static func action(_ type: ATMType?) -> String {
        switch type {
        case .buy: "Buy Dash"
        case .sell: "Sell Dash"
        case .buyAndSell: "Buy and sell Dash"
        case nil: "Type unknown"
        }
    }

    /// The sentence that introduces ATMs wherever the site counts them.
    static let purpose = "where you can buy or sell Dash for cash"

    /// How many of `atms` each of the Dash wallets' ATM filters lists (``Domain/ATMAction/admits(_:)``): "As the Dash
    /// wallets filter them: 4 to buy Dash, 2 to sell Dash, 1 to buy and sell.", saying so when untyped ATMs count.
    static func filterCounts(_ atms: some Collection<ATM>) -> String {
        let listed = { (action: ATMAction) in SiteText.count(atms.count { action.admits($0.type) }) }
        var text =
            "As the Dash wallets filter them: \(listed(.buy)) to buy Dash, \(listed(.sell)) to sell Dash, "
            + "\(listed(.buyAndSell)) to buy and sell."
        let untyped = atms.count { $0.type == nil }
        if untyped > 0, ATMAction.buy.admitsUntyped {
            text += " Buying counts \(SiteText.count(untyped, "ATM", "ATMs")) of unknown type, as the wallets do."
        }
        return text
    }
}
