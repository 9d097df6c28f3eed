import Domain

/// The words the filter screen and the list's summary use for each filter value.
enum FilterWords {
    static func label(_ option: PaymentOption) -> String {
        switch option {
        case .dash: "Dash"
        case .ctx: GiftCardProvider.ctx.displayName
        case .piggyCards: GiftCardProvider.piggyCards.displayName
        }
    }

    /// What paying that way is, for someone who has not met CTX or PiggyCards.
    static func detail(_ option: PaymentOption) -> String {
        switch option {
        case .dash: "pay in Dash at the merchant"
        case .ctx: "gift cards sold by CTX for Dash"
        case .piggyCards: "gift cards sold by PiggyCards for Dash"
        }
    }

    static func label(_ type: DenominationsType) -> String {
        switch type {
        case .fixed: "Fixed amounts"
        case .minMax: "Flexible amounts"
        }
    }

    static func label(_ type: MerchantType) -> String {
        switch type {
        case .online: "Online"
        case .physical: "Shops"
        case .both: "Online and shops"
        }
    }

    /// "none", or every chosen value in screen order: "Dash, CTX, Fixed amounts, Carabobo".
    static func summary(_ filters: MerchantFilters) -> String {
        var parts: [String] = []
        parts += PaymentOption.enabled.filter(filters.paymentOptions.contains).map(label)
        parts += DenominationsType.allCases.filter(filters.denominations.contains).map(label)
        parts += MerchantType.allCases.filter(filters.types.contains).map(label)
        if let territory = filters.territory { parts.append(territory) }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
