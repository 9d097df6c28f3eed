/// What a person wants to do at an ATM: the three choices of the Dash wallets' ATM filter.
///
/// The wallets list an ATM for an action by its stored type: **Buy** shows buy-only, buy-and-sell and untyped
/// machines, **Sell** shows sell-only and buy-and-sell machines, **Buy & sell** shows buy-and-sell machines only. A
/// person who wants to sell Dash can use every machine that does both, so those are never hidden from them.
public enum ATMAction: String, CaseIterable, Hashable, Sendable {
    /// Buy Dash with cash.
    case buy
    /// Sell Dash for cash.
    case sell
    /// Buy and sell Dash at the same machine.
    case buyAndSell = "both"

    /// The ATM types listed for this action: those that let a person do it (``ATMType/canBuy``,
    /// ``ATMType/canSell``).
    public var admittedTypes: Set<ATMType> {
        Set(
            ATMType.allCases.filter { type in
                switch self {
                case .buy: type.canBuy
                case .sell: type.canSell
                case .buyAndSell: type.canBuy && type.canSell
                }
            })
    }

    /// Whether ATMs of no known type are listed for this action: only for buying, as the wallets list them.
    public var admitsUntyped: Bool { self == .buy }

    /// Whether an ATM of this type is listed for this action; `nil` is an ATM whose type the directory does not give
    /// (``ATM/type``).
    public func admits(_ type: ATMType?) -> Bool {
        type.map(admittedTypes.contains) ?? admitsUntyped
    }
}
