import Presentation

/// One merchant drawn as text: what it is, its offers and where each figure came from, its locations, links.
enum MerchantDetailScreen {
    /// - Parameters:
    ///   - printed: for a page printed once, what it keeps of the screen: `bare` keeps the merchant's name and what
    ///     it is, without the program's title and the rule under it. `nil` for the interactive screen.
    ///   - fit: `widen` draws the name and each offer's amounts whole on a printed page.
    static func screen(
        _ state: MerchantDetailViewState, columns: Int, printed: PageChrome? = nil, fit: PageFit = .cut
    ) -> Screen {
        let favourite = state.isFavourite ? [Span(state.screenWords.favouriteMark, .favourite), .spaces(1)] : []
        var summary: [Span] = [Span(" " + state.kind, .faint)]
        if let headline = state.headline {
            summary += [
                Span("  "), Span(headline, Style(isBold: true, color: headline.hasSuffix("fee") ? .yellow : .green)),
            ]
        }
        let limit = fit == .widen ? Int.max : Span.widestLine
        let header =
            printed == .bare
            ? [Line([Span(" "), Span(state.title, .title, limit: limit)], right: favourite), Line(summary), .blank]
            : [Chrome.titleBar(state.title, right: favourite, limit: limit), Line(summary), Chrome.rule(columns)]
        return Screen(
            header: header,
            body: body(state, columns: columns, fit: fit), footer: [statusLine(state), help(state, columns)],
            scroll: .offset(state.scrollOffset))
    }

    static func body(_ state: MerchantDetailViewState, columns: Int, fit: PageFit) -> [Line] {
        let words = state.screenWords
        switch state.phase {
        case .idle: return []
        case .loading: return [Chrome.message(words.loading, .faint)]
        case .empty(let message): return [Chrome.message(message)]
        case .failed(let message): return [Chrome.message(message, .error), Chrome.message(words.retryHint)]
        case .loaded: break
        }
        var lines: [Line] = []
        if !state.offers.isEmpty {
            lines.append(Chrome.heading(words.giftCardOffers))
            let widestAmounts = fit == .widen ? state.offers.map { DisplayWidth.of($0.amounts) }.max() ?? 0 : 0
            for offer in state.offers {
                lines += offerLines(offer, columns: columns, amountsWidth: widestAmounts, words: state.screenWords)
            }
            lines.append(.blank)
        }
        lines.append(Chrome.heading(state.locationsHeading))
        // The distance is never cut ("11,970 km"): the address beside it wraps in what is left.
        let distances = state.places.compactMap(\.distance)
        let distanceWidth = distances.isEmpty ? 0 : FigureColumn.width(distances, atLeast: 8)
        let addressWidth = max(8, columns - 3 - distanceWidth - (distanceWidth > 0 ? 2 : 0))
        for place in state.places {
            // Long addresses wrap under themselves, a phone number whole; the distance stays on the first line.
            let parts =
                place.phone.map { TextWrap.lines(place.address, then: $0, width: addressWidth - 2) }
                ?? TextWrap.lines(place.address, width: addressWidth - 2)
            for (index, part) in parts.enumerated() {
                var spans =
                    [Span.spaces(index == 0 ? 3 : 5)] + Span.cell(part, width: addressWidth - (index == 0 ? 0 : 2))
                if index == 0, let distance = place.distance {
                    spans += [.spaces(2)] + Span.cell(distance, width: distanceWidth, .accent, alignment: .right)
                }
                lines.append(Line(spans))
            }
        }
        if let more = state.morePlaces { lines.append(Line([.spaces(3), Span(more, .faint)])) }
        if state.website != nil || state.phone != nil { lines.append(.blank) }
        let indent = Chrome.labelIndent([words.website, words.phone])
        if let website = state.website {
            lines += Chrome.labelled(words.website, website, .accent, columns: columns, indent: indent)
        }
        if let phone = state.phone {
            lines += Chrome.labelled(words.phone, phone, .normal, columns: columns, indent: indent)
        }
        return lines
    }

    /// One line per offer when there is room, else two: provider and discount, then amounts and source.
    ///
    /// - Parameter amountsWidth: the amounts column at least this wide (a printed page that must not cut).
    static func offerLines(
        _ offer: OfferRow, columns: Int, amountsWidth widest: Int = 0, words: ScreenWords = .english
    ) -> [Line] {
        let discountStyle: Style = !offer.isEnabled ? .faint : offer.isFee ? .fee : .discount
        let discount = offer.isEnabled ? offer.discount : words.words.unavailableOffer
        // Twelve cells hold "10.25% off"; Spanish and Portuguese say more ("10,25 % de descuento"), on a line of its
        // own when the amounts would not fit beside it.
        let discountWidth = max(12, DisplayWidth.of(discount) + 1)
        let head =
            [Span.spaces(3)] + Span.cell(offer.provider, width: 11, .title)
            + Span.cell(discount, width: discountWidth, discountStyle)
        if columns >= 80, discountWidth == 12 {
            let sourceWidth = 22
            let amountsWidth = max(8, widest, columns - 3 - 11 - 12 - 2 - sourceWidth)
            return [
                Line(head + Span.cell(offer.amounts, width: amountsWidth) + [.spaces(2), Span(offer.source, .faint)])
            ]
        }
        let details = TextWrap.lines(offer.amounts + " · " + offer.source, width: max(8, columns - 6))
        return [Line(head)] + details.map { Line([.spaces(5), Span($0, .faint)]) }
    }

    static func statusLine(_ state: MerchantDetailViewState) -> Line {
        if let error = state.favouriteError { return Line([Span(" " + error, .error)]) }
        if let notice = state.notice { return Line([Span(" " + notice, .faint)]) }
        return .blank
    }

    static func help(_ state: MerchantDetailViewState, _ columns: Int) -> Line {
        Chrome.help(commands(state).helpEntries(), columns: columns)
    }

    /// The keys, in the help line's order.
    static func commands(_ state: MerchantDetailViewState) -> [KeyCommand<MerchantDetailViewModel>] {
        typealias Command = KeyCommand<MerchantDetailViewModel>
        let failed = if case .failed = state.phase { true } else { false }
        let words = state.screenWords
        return [
            .retry(words, failed: failed) { $0.retryTapped() },
            Command(
                "f", words.key(state.isFavourite ? "unfavourite" : "favourite"), announced: state.phase == .loaded,
                keys: [.character("f"), .character("F")]
            ) { $0.favouriteToggled() },
            Command("Esc", words.key("back"), keys: [.escape, .backspace, .left]) { $0.backTapped() },
            .move(words.key("scroll")) { $0.scrolled(by: $1) },
            .quit(words),
            .keyHelp(words),
        ]
    }
}

extension TextRenderer {
    /// One merchant: offers with their sources, locations by distance, links.
    public static func frame(_ state: MerchantDetailViewState, size: TerminalSize, theme: Theme) -> Frame {
        MerchantDetailScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the merchant detail screen.
    @MainActor public static func send(_ key: Key, to model: MerchantDetailViewModel) -> KeyOutcome {
        MerchantDetailScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the merchant detail screen now.
    @MainActor public static func keyHelp(for model: MerchantDetailViewModel) -> KeyHelp {
        KeyHelp(
            title: model.state.title, entries: MerchantDetailScreen.commands(model.state).keyHelpEntries(),
            screenWords: model.state.screenWords)
    }
}
