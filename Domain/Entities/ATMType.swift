/// What a cryptocurrency ATM lets people do.
public enum ATMType: String, CaseIterable, Hashable, Sendable {
    /// Buy Dash with cash.
    case buy
    /// Sell Dash for cash.
    case sell
    /// Both.
    case buyAndSell = "both"

    /// Whether people can buy Dash here.
    public var canBuy: Bool { self != .sell }

    /// Whether people can sell Dash here.
    public var canSell: Bool { self != .buy }
}
