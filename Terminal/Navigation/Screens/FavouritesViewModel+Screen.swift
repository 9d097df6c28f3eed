import Domain
import Presentation
import TextUI

/// The favourite merchants, opened from the list with `*`; a merchant opened from here may be unmarked there, and
/// the list reads the favourites again when it comes back on top.
extension FavouritesViewModel: NavigableScreen {
    public var screenName: String { "favourites" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .showMerchant(let id): navigator.push(navigator.factory.merchantDetail(id))
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    public func favourites() -> FavouritesViewModel {
        FavouritesViewModel(
            position: location?.coordinate,
            favouriteMerchants: FavouriteMerchants(store: localStore, directory: directory), words: words)
    }
}
