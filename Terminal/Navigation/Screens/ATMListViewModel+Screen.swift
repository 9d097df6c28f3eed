import Domain
import Presentation
import TextUI

/// The ATM finder, opened from the list.
extension ATMListViewModel: NavigableScreen {
    public var screenName: String { "atms" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .showATM(let id): navigator.push(navigator.factory.atmDetail(id))
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    /// `nil` when the snapshot's ATMs could not be opened.
    public func atmList() -> ATMListViewModel? {
        guard let atms else { return nil }
        return ATMListViewModel(
            search: SearchATMs(directory: atms), location: location, clock: clock, pageSize: pageSize, words: words)
    }
}
