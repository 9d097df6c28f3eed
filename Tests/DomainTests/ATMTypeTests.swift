import Domain
import Testing

@Suite("ATMType")
struct ATMTypeTests {
    @Test("buy-only machines cannot sell, sell-only cannot buy, and both can do both")
    func whatEachTypeAllows() {
        #expect(ATMType.buy.canBuy && !ATMType.buy.canSell)
        #expect(!ATMType.sell.canBuy && ATMType.sell.canSell)
        #expect(ATMType.buyAndSell.canBuy && ATMType.buyAndSell.canSell)
    }

    @Test("the raw values are the command line's words")
    func rawValues() {
        #expect(ATMType.allCases.map(\.rawValue) == ["buy", "sell", "both"])
    }
}
