import Domain
import Presentation
import TextUI

/// One merchant, opened from the list.
extension MerchantDetailViewModel: NavigableScreen {
    public var screenName: String { "detail" }

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
    public func merchantDetail(_ id: MerchantID) -> MerchantDetailViewModel {
        MerchantDetailViewModel(
            merchantID: id, position: location?.coordinate,
            getDetail: GetMerchantDetail(directory: directory, liveInfo: liveInfo),
            favourites: Favourites(store: localStore), words: words)
    }
}
