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
}
