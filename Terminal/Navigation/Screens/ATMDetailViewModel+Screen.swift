import Domain
import Presentation
import TextUI

/// One ATM, opened from the ATM finder.
extension ATMDetailViewModel: NavigableScreen {
    public var screenName: String { "atm" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
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
    public func atmDetail(_ id: Int64) -> ATMDetailViewModel? {
        guard let atms else { return nil }
        return ATMDetailViewModel(
            atmID: id, position: location?.coordinate, getDetail: GetATMDetail(directory: atms), words: words)
    }
}
