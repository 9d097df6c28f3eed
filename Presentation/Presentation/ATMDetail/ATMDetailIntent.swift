/// Where the ATM detail screen asks to go.
public enum ATMDetailIntent: Hashable, Sendable {
    case back
}
