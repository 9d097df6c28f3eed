import CatalogPublisher
import Domain
import Foundation
import Presentation
import Terminal
import WebServer

extension CompositionRoot {
    /// The snapshot `explore serve` answers from: the file at the snapshot's path, told apart from the file that may
    /// replace it by its device and inode, and opened into the screens a visitor's request is made from.
    func servedSnapshot() -> ServedSnapshot {
        let path = locations.snapshot.path
        let open = { @Sendable () async throws(ServedSnapshot.Unavailable) -> ServedSnapshot.Pages in
            do {
                return try await self.servedPages()
            } catch {
                throw ServedSnapshot.Unavailable(sentence: ErrorSentences.sentence(for: error))
            }
        }
        return ServedSnapshot(identify: { FileIdentity.of(path)?.description }, open: open)
    }

    /// How many connections serve one snapshot's pages: one per core, two at least (a page's SQL on one while
    /// another page is drawn) and eight at most (each keeps a page cache of its own).
    static var servedReaders: Int { min(8, max(2, ProcessInfo.processInfo.activeProcessorCount)) }

    /// One snapshot's screens for visitors: its directory and ATMs read through ``servedReaders`` connections opened
    /// at once on the file at the path now, each read on the first free one (``ReaderPool``), and its places, read
    /// once; shared by every request, each request with a ``VisitorStore`` of its own.
    ///
    /// Every connection is pinned to that file (the directory's `catalogSource()`, as a catalog run reads): pages
    /// being made when a sync replaces it finish on it, and ``ServedSnapshot`` opens the new file for the next ones,
    /// throwing these away if the file changed while they opened.
    private func servedPages() async throws -> ServedSnapshot.Pages {
        let opened = try await directory()
        var readers: [CatalogSource] = []
        for _ in 0..<Self.servedReaders { readers.append(try await opened.catalogSource()) }
        let pool = ReaderPool(readers)
        let directory = PooledDirectory(pool: pool)
        let info = try? await directory.snapshotInfo()
        let places = CachedPlaces(base: await placesOrReason())
        // Read now, once: every list asks for them (a search may name a place).
        _ = try? await places.places()
        // A directory that is its own source (a test's wrapper) brings no ATMs: they are opened from the path then.
        let atms: (any ATMDirectory)?
        if let pooled = PooledATMDirectory(pool: pool) { atms = pooled } else { atms = try? await atmDirectory() }
        let live = liveInfo()
        return ServedSnapshot.Pages(
            screens: { location, words in
                var factory = ScreenFactory(
                    directory: directory, localStore: VisitorStore(location: location), liveInfo: live,
                    location: location, exportDestination: "", atms: atms, places: places, clock: ImmediateClock())
                factory.words = words
                return factory
            },
            hasATMs: atms != nil, isLive: live != nil, info: info)
    }
}

extension ScreenFactory: VisitorScreens {}

/// A snapshot's places, read once: the list and the picker ask for every place on each request, and a snapshot's
/// places never change (a replaced snapshot is opened again, with its own).
actor CachedPlaces: PlaceDirectory {
    private let base: any PlaceDirectory
    private var read: [Place]?

    init(base: any PlaceDirectory) {
        self.base = base
    }

    func places() async throws(DirectoryError) -> [Place] {
        if let read { return read }
        let places = try await base.places()
        read = places
        return places
    }
}
