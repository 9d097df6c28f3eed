/// Where the ATM list asks to go; the App's navigator decides what that means.
public enum ATMListIntent: Hashable, Sendable {
    /// Open one ATM, by its row id.
    case showATM(Int64)
    case back
}
