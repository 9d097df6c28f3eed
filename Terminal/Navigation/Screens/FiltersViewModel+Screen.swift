import Domain
import Presentation
import TextUI

/// The list's filters; applying them passes them back to the list below.
extension FiltersViewModel: NavigableScreen {
    public var screenName: String { "filters" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .apply(let filters):
                navigator.pop(answering: MerchantListViewModel.self) { $0.filtersChanged(filters) }
            case .showTerritories(let selected): navigator.push(navigator.factory.territories(selected: selected))
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    public func filters(_ filters: MerchantFilters) -> FiltersViewModel {
        FiltersViewModel(filters: filters, words: words)
    }
}
