import Domain
import Presentation
import TextUI

/// The location picker, opened from the list with `l`; the location chosen is measured from by every screen
/// opened after, and the list below lists again from it.
extension LocationPickerViewModel: NavigableScreen {
    public var screenName: String { "location" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .chosen(let location):
                navigator.factory.location = location
                navigator.pop(answering: MerchantListViewModel.self) { $0.locationChanged(location) }
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    public func locationPicker() -> LocationPickerViewModel {
        LocationPickerViewModel(
            current: location,
            chooseLocation: ChooseLocation(places: places ?? NoPlaces(), store: localStore), words: words)
    }
}

/// The places of a snapshot whose places could not be read: none, so the picker offers positions only.
private struct NoPlaces: PlaceDirectory {
    public func places() async throws(DirectoryError) -> [Place] { [] }
}
