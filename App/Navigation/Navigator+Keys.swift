import Presentation

/// Which input of the top screen's view model each key is: the keys the screens' help lines name.
extension Navigator {
    /// Rows or lines that Page Up and Page Down move by.
    static let pageStep = 10

    func send(_ key: Key, to screen: Screen) -> KeyOutcome {
        switch screen {
        case .merchantList(let model): return send(key, toList: model)
        case .merchantDetail(let model): send(key, toDetail: model)
        case .filters(let model): send(key, toFilters: model)
        case .territories(let model): send(key, toTerritories: model)
        case .syncStatus(let model): send(key, toSync: model)
        case .catalogExport(let model): send(key, toExport: model)
        case .atmList(let model): return send(key, toATMs: model)
        case .atmDetail(let model): send(key, toATM: model)
        }
        return key == .character("q") ? .quit : .proceed
    }

    /// A move of the highlight or the scroll position, for the keys every list shares.
    static func movement(_ key: Key) -> Int? {
        switch key {
        case .up, .character("k"): -1
        case .down, .character("j"): 1
        case .pageUp: -pageStep
        case .pageDown: pageStep
        case .home: Int.min / 2
        case .end: Int.max / 2
        default: nil
        }
    }

    private func send(_ key: Key, toList model: MerchantListViewModel) -> KeyOutcome {
        if model.state.isSearchFocused {
            switch key {
            case .character(let character): model.searchTextChanged(model.state.searchText + String(character))
            case .backspace: model.searchTextChanged(String(model.state.searchText.dropLast()))
            case .enter: model.searchSubmitted()
            case .escape: model.searchCancelled()
            case .up, .down, .pageUp, .pageDown: model.selectionMoved(by: Self.movement(key) ?? 0)
            default: break
            }
            return .proceed  // `q` is text while searching.
        }
        if let offset = Self.movement(key) {
            model.selectionMoved(by: offset)
            return .proceed
        }
        switch key {
        case .character("/"): model.searchActivated()
        case .tab: model.nextTabSelected()
        case .backTab:
            model.nextTabSelected()
            model.nextTabSelected()
        case .character("s"): model.sortCycled()
        case .character("f"): model.filtersTapped()
        case .character("r"): model.retryTapped()
        case .character("a"): model.atmsTapped()
        case .character("u"): model.syncTapped()
        case .character("e"): model.exportTapped()
        case .enter: if let index = model.state.selectedIndex { model.merchantSelected(at: index) }
        case .escape where !model.state.searchText.isEmpty: model.searchCancelled()
        case .character("q"): return .quit
        default: break
        }
        return .proceed
    }

    private func send(_ key: Key, toDetail model: MerchantDetailViewModel) {
        if let offset = Self.movement(key) {
            model.scrolled(by: offset)
            return
        }
        switch key {
        case .character("f"), .character("F"): model.favouriteToggled()
        case .character("r"): model.retryTapped()
        case .escape, .backspace, .left: model.backTapped()
        default: break
        }
    }

    private func send(_ key: Key, toFilters model: FiltersViewModel) {
        if let offset = Self.movement(key) {
            model.selectionMoved(by: offset)
            return
        }
        switch key {
        case .character(" "), .enter: model.optionToggled()
        case .character("a"): model.applyTapped()
        case .character("c"): model.clearTapped()
        case .escape, .backspace: model.backTapped()
        default: break
        }
    }

    private func send(_ key: Key, toTerritories model: TerritoriesViewModel) {
        if let offset = Self.movement(key) {
            model.selectionMoved(by: offset)
            return
        }
        switch key {
        case .enter, .character(" "): if let index = model.state.selectedIndex { model.territorySelected(at: index) }
        case .character("r"): model.retryTapped()
        case .escape, .backspace: model.backTapped()
        default: break
        }
    }

    private func send(_ key: Key, toSync model: SyncStatusViewModel) {
        switch key {
        case .enter: model.syncTapped()
        case .character("c"): model.cancelTapped()
        case .character("r"): model.retryTapped()
        case .escape, .backspace: model.backTapped()
        default: break
        }
    }

    private func send(_ key: Key, toExport model: CatalogExportViewModel) {
        switch key {
        case .enter: model.exportStarted()
        case .character("c"): model.cancelTapped()
        case .character("r"): model.retryTapped()
        case .escape, .backspace: model.backTapped()
        default: break
        }
    }

    private func send(_ key: Key, toATMs model: ATMListViewModel) -> KeyOutcome {
        if model.state.isSearchFocused {
            switch key {
            case .character(let character): model.searchTextChanged(model.state.searchText + String(character))
            case .backspace: model.searchTextChanged(String(model.state.searchText.dropLast()))
            case .enter: model.searchSubmitted()
            case .escape: model.searchCancelled()
            case .up, .down, .pageUp, .pageDown: model.selectionMoved(by: Self.movement(key) ?? 0)
            default: break
            }
            return .proceed  // `q` is text while searching.
        }
        if let offset = Self.movement(key) {
            model.selectionMoved(by: offset)
            return .proceed
        }
        switch key {
        case .character("/"): model.searchActivated()
        case .character("t"): model.typeCycled()
        case .character("r"): model.retryTapped()
        case .enter: if let index = model.state.selectedIndex { model.atmSelected(at: index) }
        case .escape where !model.state.searchText.isEmpty: model.searchCancelled()
        case .escape, .backspace, .left: model.backTapped()
        case .character("q"): return .quit
        default: break
        }
        return .proceed
    }

    private func send(_ key: Key, toATM model: ATMDetailViewModel) {
        switch key {
        case .character("r"): model.retryTapped()
        case .escape, .backspace, .left: model.backTapped()
        default: break
        }
    }
}
