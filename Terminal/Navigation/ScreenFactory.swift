import Domain
import Foundation
import Presentation

/// What the screens are built from: the ports, the user's location, and where the export screen writes. The
/// composition root makes it (`CompositionRoot.screenFactory(clock:)`).
///
/// Each screen's file in `Screens/` adds the method that builds its view model on these.
@MainActor
public struct ScreenFactory {
    /// The factory over these ports; what is not given is not offered (its screens are not shown).
    public init(
        directory: any MerchantDirectory, localStore: any LocalStore, liveInfo: (any LiveProviderInfoSource)?,
        location: ChosenLocation?, publisher: (any SnapshotPublisher)? = nil, exporter: (any CatalogExporting)? = nil,
        exportDestination: String, pageSize: Int = 50, atms: (any ATMDirectory)? = nil,
        places: (any PlaceDirectory)? = nil, clock: any Clock<Duration> = ImmediateClock()
    ) {
        self.directory = directory
        self.localStore = localStore
        self.liveInfo = liveInfo
        self.location = location
        self.publisher = publisher
        self.exporter = exporter
        self.exportDestination = exportDestination
        self.pageSize = pageSize
        self.atms = atms
        self.places = places
        self.clock = clock
    }

    public var directory: any MerchantDirectory
    public var localStore: any LocalStore
    public var liveInfo: (any LiveProviderInfoSource)?
    /// The user's chosen position: distances, the Nearby tab, and the order of a merchant's locations.
    public var location: ChosenLocation?
    /// Where the sync screen downloads from; `nil`: this build cannot sync, and the screen is not shown.
    public var publisher: (any SnapshotPublisher)? = nil
    /// Writes the catalog for the export screen; `nil`: the screen is not shown.
    public var exporter: (any CatalogExporting)? = nil
    /// The catalog the export screen writes: the composition root gives the one `explore catalog` writes (its
    /// merchants and ATMs), so that the two cannot differ; `nil`: the screen is not shown.
    public var buildCatalog: BuildCatalog? = nil
    /// Where ``exporter`` writes, as the export screen shows it.
    public var exportDestination: String
    /// Merchants per page of the list.
    public var pageSize = 50
    /// The snapshot's ATMs; `nil`: the ATM screens are not shown.
    public var atms: (any ATMDirectory)? = nil
    /// The snapshot's cities and territories, for the location picker; `nil`: the picker offers positions only.
    public var places: (any PlaceDirectory)? = nil
    /// Times the pause after typing before a search runs: the real clock in the interactive mode, so a word typed
    /// quickly runs one search; ``ImmediateClock`` where each key is waited for anyway (`explore play`, tests).
    public var clock: any Clock<Duration> = ImmediateClock()
    /// The language of every screen's sentences: the composition root's choice (the locale, `--language`, a
    /// visitor's `Accept-Language`).
    public var words: Words = .english
}
