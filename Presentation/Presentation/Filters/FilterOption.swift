import Domain

/// A filter value that is on or off: what a person switches on the filter screen, by the value it stands for (the
/// territory is chosen on a screen of its own, so it is not one of these).
public enum FilterOption: Hashable, Sendable, CaseIterable {
    /// Merchants that take this way to pay.
    case payment(PaymentOption)
    /// Gift cards sold in these amounts.
    case amounts(DenominationsType)
    /// Merchants online, with shops, or both.
    case type(MerchantType)

    /// Every option in screen order: the ways to pay this build offers, then amounts, then types.
    public static var allCases: [FilterOption] {
        PaymentOption.enabled.map(FilterOption.payment) + DenominationsType.allCases.map(FilterOption.amounts)
            + MerchantType.allCases.map(FilterOption.type)
    }
}

extension MerchantFilters {
    /// Whether `option` is switched on.
    func contains(_ option: FilterOption) -> Bool {
        switch option {
        case .payment(let payment): paymentOptions.contains(payment)
        case .amounts(let type): denominations.contains(type)
        case .type(let type): types.contains(type)
        }
    }

    /// Switches `option` on or off.
    mutating func set(_ option: FilterOption, on: Bool) {
        switch option {
        case .payment(let payment): Self.set(payment, on: on, in: &paymentOptions)
        case .amounts(let type): Self.set(type, on: on, in: &denominations)
        case .type(let type): Self.set(type, on: on, in: &types)
        }
    }

    private static func set<Value>(_ value: Value, on: Bool, in values: inout Set<Value>) {
        if on { values.insert(value) } else { values.remove(value) }
    }
}
