import Domain
import Presentation
import TextUI

/// The home screen: the merchant list, which opens everything else.
extension MerchantListViewModel: NavigableScreen {
    public var screenName: String { "list" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        let factory = navigator.factory
        for intent in intents {
            switch intent {
            case .showMerchant(let id): navigator.push(factory.merchantDetail(id))
            case .showFilters(let filters): navigator.push(factory.filters(filters))
            case .showSyncStatus: navigator.push(factory.syncStatus())
            case .showCatalogExport: navigator.push(factory.catalogExport())
            case .showATMs: navigator.push(factory.atmList())
            case .showLocationPicker: navigator.push(factory.locationPicker())
            case .locationChosen(let location): navigator.factory.location = location
            case .showFavourites: navigator.push(factory.favourites())
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    public func merchantList() -> MerchantListViewModel {
        MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: localStore), recentSearches: RecentSearches(store: localStore),
            location: location, chooseLocation: places.map { ChooseLocation(places: $0, store: localStore) },
            clock: clock, pageSize: pageSize, words: words)
    }
}
