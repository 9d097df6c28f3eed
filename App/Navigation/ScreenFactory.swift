import Domain
import Foundation
import Presentation

/// What the screens are built from: the ports, the user's location, and where the export screen writes. The
/// composition root makes it (`CompositionRoot.screenFactory(clock:)`).
///
/// Each screen's file in `Screens/` adds the method that builds its view model on these.
@MainActor
struct ScreenFactory {
    var directory: any MerchantDirectory
    var localStore: any LocalStore
    var liveInfo: (any LiveProviderInfoSource)?
    /// The user's chosen position: distances, the Nearby tab, and the order of a merchant's locations.
    var location: ChosenLocation?
    /// Where the sync screen downloads from; `nil`: this build cannot sync, and the screen is not shown.
    var publisher: (any SnapshotPublisher)? = nil
    /// Writes the catalog for the export screen; `nil`: the screen is not shown.
    var exporter: (any CatalogExporting)? = nil
    /// Where ``exporter`` writes, as the export screen shows it.
    var exportDestination: String
    /// Merchants per page of the list.
    var pageSize = 50
    /// The snapshot's ATMs; `nil`: the ATM screens are not shown.
    var atms: (any ATMDirectory)? = nil
    /// The snapshot's cities and territories, for the location picker; `nil`: the picker offers positions only.
    var places: (any PlaceDirectory)? = nil
    /// Times the pause after typing before a search runs: the real clock in the interactive mode, so a word typed
    /// quickly runs one search; ``ImmediateClock`` where each key is waited for anyway (`explore play`, tests).
    var clock: any Clock<Duration> = ImmediateClock()
}
