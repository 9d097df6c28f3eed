import Domain
import Presentation
import TextUI

/// One ATM, opened from the ATM finder.
extension ATMDetailViewModel: NavigableScreen {
    var screenName: String { "atm" }

    func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    /// `nil` when the snapshot's ATMs could not be opened.
    func atmDetail(_ id: Int64) -> ATMDetailViewModel? {
        guard let atms else { return nil }
        return ATMDetailViewModel(atmID: id, position: location?.coordinate, getDetail: GetATMDetail(directory: atms))
    }
}
