import Domain
import Testing

@Suite("ATMAction")
struct ATMActionTests {
    @Test(
        "the wallets' three filters: buy lists buy-only, both and untyped; sell lists sell-only and both; both only both"
    )
    func theWalletsFilters() {
        #expect(ATMAction.buy.admittedTypes == [.buy, .buyAndSell] && ATMAction.buy.admitsUntyped)
        #expect(ATMAction.sell.admittedTypes == [.sell, .buyAndSell] && !ATMAction.sell.admitsUntyped)
        #expect(ATMAction.buyAndSell.admittedTypes == [.buyAndSell] && !ATMAction.buyAndSell.admitsUntyped)
    }

    @Test(
        "an ATM is admitted by its type, and one of no known type only for buying",
        arguments: [
            (ATMType?.some(.buy), [ATMAction.buy]), (.sell, [.sell]), (.buyAndSell, [.buy, .sell, .buyAndSell]),
            (nil, [.buy]),
        ])
    func admits(_ type: ATMType?, _ actions: [ATMAction]) {
        #expect(ATMAction.allCases.filter { $0.admits(type) } == actions)
    }

    @Test("every machine that does both is listed for selling: a seller never misses one")
    func bothIsListedForEveryAction() {
        #expect(ATMAction.allCases.allSatisfy { $0.admits(.buyAndSell) })
    }

    @Test("the raw values are the command line's words")
    func rawValues() {
        #expect(ATMAction.allCases.map(\.rawValue) == ["buy", "sell", "both"])
    }
}
