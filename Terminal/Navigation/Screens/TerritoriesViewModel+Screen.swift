import Domain
import Presentation
import TextUI

/// The territory to filter by; choosing one passes it back to the filters below.
extension TerritoriesViewModel: NavigableScreen {
    public var screenName: String { "territories" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .chosen(let territory):
                navigator.pop(answering: FiltersViewModel.self) { $0.territoryChosen(territory) }
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    public func territories(selected: String?) -> TerritoriesViewModel {
        TerritoriesViewModel(selected: selected, listTerritories: ListTerritories(directory: directory), words: words)
    }
}
