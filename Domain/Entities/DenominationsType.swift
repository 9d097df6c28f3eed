import Foundation

/// Whether a gift card comes in fixed amounts or any amount within a range.
public enum DenominationsType: String, CaseIterable, Hashable, Sendable {
    case fixed
    /// Any amount between a minimum and a maximum ("flexible" to people).
    case minMax = "min-max"
}

/// The amounts a provider sells a gift card for.
public enum Denominations: Hashable, Sendable {
    case fixed([Decimal])
    case range(min: Decimal, max: Decimal)

    public var type: DenominationsType {
        switch self {
        case .fixed: .fixed
        case .range: .minMax
        }
    }
}
