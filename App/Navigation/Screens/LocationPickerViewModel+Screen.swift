import Domain
import Presentation
import TextUI

/// The location picker, opened from the list with `l`; the location chosen is measured from by every screen
/// opened after, and the list below lists again from it.
extension LocationPickerViewModel: NavigableScreen {
    var screenName: String { "location" }

    func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    func carryOutIntents(on navigator: Navigator) -> Bool {
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
    func locationPicker() -> LocationPickerViewModel {
        LocationPickerViewModel(
            current: location,
            chooseLocation: ChooseLocation(places: places ?? NoPlaces(), store: localStore))
    }
}

/// The places of a snapshot whose places could not be read: none, so the picker offers positions only.
private struct NoPlaces: PlaceDirectory {
    func places() async throws(DirectoryError) -> [Place] { [] }
}
