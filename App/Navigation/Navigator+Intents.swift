import Presentation

/// Carrying out what the screens asked for: the whole navigation graph (ADR 0004).
extension Navigator {
    /// Drains the intents of every screen on the stack, top first, until none asks for anything more.
    ///
    /// Only the top screen receives keys, but a result passed back (filters applied) is an input of the screen
    /// below, which may emit intents in turn; looping until quiet keeps every intent delivered exactly once.
    func carryOutIntents() {
        var acted = true
        while acted {
            acted = false
            switch top {
            case .merchantList(let model):
                for intent in model.takeIntents() {
                    acted = true
                    carryOut(intent)
                }
            case .merchantDetail(let model):
                for intent in model.takeIntents() where intent == .back {
                    acted = true
                    pop()
                }
            case .filters(let model):
                for intent in model.takeIntents() {
                    acted = true
                    carryOut(intent)
                }
            case .territories(let model):
                for intent in model.takeIntents() {
                    acted = true
                    carryOut(intent)
                }
            case .syncStatus(let model):
                for intent in model.takeIntents() {
                    acted = true
                    switch intent {
                    case .snapshotReplaced:
                        for case .merchantList(let list) in stack { list.directoryReplaced() }
                    case .back: pop()
                    }
                }
            case .catalogExport(let model):
                for intent in model.takeIntents() where intent == .back {
                    acted = true
                    pop()
                }
            case .atmList(let model):
                for intent in model.takeIntents() {
                    acted = true
                    switch intent {
                    case .showATM(let id): if let detail = factory.atmDetail(id) { push(.atmDetail(detail)) }
                    case .back: pop()
                    }
                }
            case .atmDetail(let model):
                for intent in model.takeIntents() where intent == .back {
                    acted = true
                    pop()
                }
            }
        }
    }

    private func carryOut(_ intent: MerchantListIntent) {
        switch intent {
        case .showMerchant(let id): push(.merchantDetail(factory.merchantDetail(id)))
        case .showFilters(let filters): push(.filters(factory.filters(filters)))
        case .showSyncStatus: if let model = factory.syncStatus() { push(.syncStatus(model)) }
        case .showCatalogExport: if let model = factory.catalogExport() { push(.catalogExport(model)) }
        case .showATMs: if let model = factory.atmList() { push(.atmList(model)) }
        }
    }

    private func carryOut(_ intent: FiltersIntent) {
        switch intent {
        case .apply(let filters):
            pop()
            if case .merchantList(let list) = top { list.filtersChanged(filters) }
        case .showTerritories(let selected):
            push(.territories(factory.territories(selected: selected)))
        case .back:
            pop()
        }
    }

    private func carryOut(_ intent: TerritoriesIntent) {
        switch intent {
        case .chosen(let territory):
            pop()
            if case .filters(let filters) = top { filters.territoryChosen(territory) }
        case .back:
            pop()
        }
    }
}
