import Domain
import Testing

@testable import CatalogExport

@Suite("ATMWording")
struct ATMWordingTests {
    @Test(
        "an ATM is worded from the person's side: Buy Dash where people can buy, Sell Dash where they can sell",
        arguments: ATMType.allCases)
    func fromThePersonsSide(type: ATMType) {
        let words = ATMWording.action(type)
        #expect(words.hasPrefix("Buy") == type.canBuy, "\(words)")
        #expect(words.lowercased().contains("sell") == type.canSell, "\(words)")
        #expect(words.hasSuffix("Dash"), "\(words)")
        // "Buys Dash" reads as the machine buying: the opposite of what a person does at a buy ATM.
        #expect(!words.contains("Buys") && !words.contains("Sells"), "\(words)")
    }

    @Test("the same words as the app's ATM screens, and a plain word when the directory does not say")
    func sameAsTheApp() {
        #expect(ATMWording.action(.buy) == "Buy Dash")
        #expect(ATMWording.action(.sell) == "Sell Dash")
        #expect(ATMWording.action(.buyAndSell) == "Buy and sell Dash")
        #expect(ATMWording.action(nil) == "Type unknown")
    }

    @Test("the filters' counts follow the wallets' rule, and say when ATMs of unknown type count for buying")
    func filterCounts() {
        let atms = [ATMType.buy, .sell, .buyAndSell, .buyAndSell, nil].enumerated().map {
            ATM(id: Int64($0), name: "ATM", type: $1)
        }
        #expect(
            ATMWording.filterCounts(atms)
                == "As the Dash wallets filter them: 4 to buy Dash, 3 to sell Dash, 2 to buy and sell. "
                + "Buying counts 1 ATM of unknown type, as the wallets do.")
        #expect(
            ATMWording.filterCounts(Array(atms.prefix(2)))
                == "As the Dash wallets filter them: 1 to buy Dash, 1 to sell Dash, 0 to buy and sell.")
    }
}
