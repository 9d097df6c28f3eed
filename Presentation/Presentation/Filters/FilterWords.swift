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
    static func detail(_ option: PaymentOption, words: Words = .english) -> String {
        switch option {
        case .dash: words("filter.dash.detail")
        case .ctx, .piggyCards: words("filter.gift-cards.detail", label(option))
        }
    }

    static func label(_ type: DenominationsType, words: Words = .english) -> String {
        switch type {
        case .fixed: words("filter.fixed")
        case .minMax: words("filter.flexible")
        }
    }

    static func label(_ type: MerchantType, words: Words = .english) -> String {
        switch type {
        case .online: words("filter.online")
        case .physical: words("filter.shops")
        case .both: words("filter.online-and-shops")
        }
    }

    /// "none", or every chosen value in screen order: "Dash, CTX, Fixed amounts, Carabobo".
    static func summary(_ filters: MerchantFilters, words: Words = .english) -> String {
        var parts: [String] = []
        parts += PaymentOption.enabled.filter(filters.paymentOptions.contains).map(label)
        parts += DenominationsType.allCases.filter(filters.denominations.contains).map { label($0, words: words) }
        parts += MerchantType.allCases.filter(filters.types.contains).map { label($0, words: words) }
        if let territory = filters.territory { parts.append(territory) }
        return parts.isEmpty ? words("filter.none") : parts.joined(separator: ", ")
    }
}
