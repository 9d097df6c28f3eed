import CatalogPublisher
import Domain
import Foundation
import Presentation

/// The snapshot the server answers from, opened again for the next request when `sync` or `import` has replaced the
/// file meanwhile.
///
/// A snapshot only ever changes by a rename, and an open file keeps reading the file it opened: a request takes the
/// ports of one ``Ports`` value from its first read to its last, so a page never mixes two snapshots, and requests
/// already answering from the old file finish on it.
actor ServedSnapshot {
    /// What one request reads, all from the same file.
    struct Ports: Sendable {
        var directory: any MerchantDirectory
        /// `nil`: the file has no ATMs this build can read, and the ATM pages say so.
        var atms: (any ATMDirectory)?
        var places: any PlaceDirectory
        /// "Directory updated 1 January 2026.", from the snapshot's version.
        var updated: String?
        /// The file these read, on this machine: what the page cache keys its pages by.
        var identity: FileIdentity?
    }

    private let root: CompositionRoot
    private var current: (identity: FileIdentity, ports: Ports)?

    init(root: CompositionRoot) {
        self.root = root
    }

    /// The ports of the snapshot at the path now; the file is opened again only when it is another file.
    func ports() async throws -> Ports {
        let path = root.locations.snapshot.path
        if let current, let identity = FileIdentity.of(path), identity == current.identity { return current.ports }
        // The file may be replaced while its three readers open: only readers that all opened the same file count.
        for _ in 0..<3 {
            guard let before = FileIdentity.of(path) else { break }
            var ports = try await open()
            ports.identity = before
            if FileIdentity.of(path) == before {
                current = (before, ports)
                return ports
            }
        }
        return try await open()
    }

    private func open() async throws -> Ports {
        let directory = try await root.directory()
        let info = try? await directory.snapshotInfo()
        let places = CachedPlaces(base: await root.placesOrReason())
        // Read now, once: every list asks for them (a search may name a place).
        _ = try? await places.places()
        return Ports(
            directory: directory, atms: try? await root.atmDirectory(), places: places,
            updated: info?.version.map { "Directory updated \(Formats.date($0.date))." })
    }
}

/// A snapshot's places, read once: the list and the picker ask for every place on each request, and a snapshot's
/// places never change (a replaced snapshot gets a new ``ServedSnapshot/Ports``).
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
