/// A company that sells a merchant's gift cards for Dash.
public enum GiftCardProvider: String, CaseIterable, Hashable, Sendable, Comparable {
    case ctx = "CTX"
    case piggyCards = "PiggyCards"

    /// The name shown to people.
    public var displayName: String { rawValue }

    public static func < (lhs: GiftCardProvider, rhs: GiftCardProvider) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
