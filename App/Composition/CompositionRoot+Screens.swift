import Domain
import Foundation
import Logging
import TextUI

extension CompositionRoot {
    /// What the interactive screens are built from: both files opened (the snapshot created on first run), and the
    /// sync and export screens pointed at the data folder.
    ///
    /// - Parameter clock: times the pause after typing in a search field (``ScreenFactory/clock``).
    func screenContext(theme: Theme, clock: any Clock<Duration> = ImmediateClock()) async throws -> ScreenContext {
        ScreenContext(
            directory: try await directory(), localStore: try await localStore(),
            liveInfo: adapters.liveInfo(ctxEndpoint),
            theme: theme, clock: clock, logger: logger,
            // Same file as the directory; if it cannot be opened the ATM screens are simply not offered.
            atmDirectory: try? await atmDirectory(), places: await placesOrReason(),
            publisher: try? adapters.snapshotPublisher(locations.snapshot, SyncCommand.defaultTimeout, nil),
            dataFolder: locations.dataFolder)
    }
}

/// What the navigator is built from.
struct ScreenContext: Sendable {
    var directory: any MerchantDirectory
    var localStore: any LocalStore
    var liveInfo: (any LiveProviderInfoSource)?
    /// How frames are drawn: `ansi` on a terminal that allows colour, else `plain`.
    var theme: Theme
    /// Times the pause after typing in a search field.
    var clock: any Clock<Duration>
    var logger: Logger
    /// The snapshot's ATMs, for the ATM screens; `nil` when they could not be opened (the screens are not shown).
    var atmDirectory: (any ATMDirectory)? = nil
    /// The snapshot's cities and territories, for the location picker (which says why when they cannot be read).
    var places: (any PlaceDirectory)? = nil
    /// Where the sync screen downloads from; `nil` when this build cannot sync, and the sync screen then says so.
    var publisher: (any SnapshotPublisher)? = nil
    /// `explore`'s data folder: the export screen writes into its `catalog` folder.
    var dataFolder: URL? = nil
}
