import Domain
import Foundation
import Presentation

/// Builds each screen's view model from the ports: the one place the navigator's use cases are constructed.
@MainActor
struct ScreenFactory {
    var directory: any MerchantDirectory
    var localStore: any LocalStore
    var liveInfo: (any LiveProviderInfoSource)?
    /// The user's chosen position: distances, the Nearby tab, and the order of a merchant's locations.
    var location: ChosenLocation?
    /// Where the sync screen downloads from; `nil`: this build cannot sync, and the screen is not shown.
    var publisher: (any SnapshotPublisher)?
    /// The manifest the sync screen syncs from.
    var syncSource: URL
    /// Writes the catalog for the export screen; `nil`: the screen is not shown.
    var exporter: (any CatalogExporting)?
    /// Where ``exporter`` writes, as the export screen shows it.
    var exportDestination: String
    /// Merchants per page of the list.
    var pageSize = 50
    /// The snapshot's ATMs; `nil`: the ATM screens are not shown.
    var atms: (any ATMDirectory)? = nil

    func atmList() -> ATMListViewModel? {
        guard let atms else { return nil }
        return ATMListViewModel(
            search: SearchATMs(directory: atms), location: location, clock: ImmediateClock(), pageSize: pageSize)
    }

    func atmDetail(_ id: Int64) -> ATMDetailViewModel? {
        guard let atms else { return nil }
        return ATMDetailViewModel(atmID: id, position: location?.coordinate, getDetail: GetATMDetail(directory: atms))
    }

    func merchantList() -> MerchantListViewModel {
        MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: localStore), recentSearches: RecentSearches(store: localStore),
            location: location, clock: ImmediateClock(), pageSize: pageSize)
    }

    func merchantDetail(_ id: MerchantID) -> MerchantDetailViewModel {
        MerchantDetailViewModel(
            merchantID: id, position: location?.coordinate,
            getDetail: GetMerchantDetail(directory: directory, liveInfo: liveInfo),
            favourites: Favourites(store: localStore))
    }

    func filters(_ filters: MerchantFilters) -> FiltersViewModel {
        FiltersViewModel(filters: filters)
    }

    func territories(selected: String?) -> TerritoriesViewModel {
        TerritoriesViewModel(selected: selected, listTerritories: ListTerritories(directory: directory))
    }

    func syncStatus() -> SyncStatusViewModel? {
        guard let publisher else { return nil }
        return SyncStatusViewModel(
            source: syncSource,
            syncDirectory: SyncDirectory(directory: directory, publisher: publisher, store: localStore))
    }

    func catalogExport() -> CatalogExportViewModel? {
        guard let exporter else { return nil }
        return CatalogExportViewModel(
            territory: nil, destination: exportDestination, buildCatalog: BuildCatalog(directory: directory),
            exporter: exporter)
    }
}
