import Domain
import Foundation
import Presentation

/// The snapshot the server answers from, opened again for the next request when `sync` or `import` has replaced the
/// file meanwhile.
///
/// A snapshot only ever changes by a rename, and an open file keeps reading the file it opened: a request takes the
/// screens of one ``Pages`` value from its first read to its last, so a page never mixes two snapshots, and requests
/// already answering from the old file finish on it. The composition root says how a snapshot is opened and how the
/// file at its path is told apart from another (its device and inode); the server knows no file.
public actor ServedSnapshot {
    /// What one request reads, all from the same file.
    public struct Pages: Sendable {
        /// The screens of this snapshot for a visitor at a location (or at none), speaking the visitor's language,
        /// built afresh for each request.
        public var screens: @MainActor @Sendable (ChosenLocation?, Words) -> any VisitorScreens
        /// Whether the file has ATMs this build can read; without them the ATM pages say so.
        public var hasATMs: Bool
        /// Whether a merchant's page shows what a provider's API says just now (then it is made for each request).
        public var isLive: Bool
        /// What the snapshot says of itself: its version, whose day each page's footer says in the page's language.
        public var info: SnapshotInfo?
        /// The file these read, on this machine: what the page cache keys its pages by.
        var identity: String?

        public init(
            screens: @escaping @MainActor @Sendable (ChosenLocation?, Words) -> any VisitorScreens, hasATMs: Bool,
            isLive: Bool, info: SnapshotInfo?
        ) {
            self.screens = screens
            self.hasATMs = hasATMs
            self.isLive = isLive
            self.info = info
        }
    }

    /// Why the snapshot cannot be served: the sentence for the server's log. Visitors are told only that the
    /// directory cannot be read just now, never where it lives.
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        public var sentence: String

        public var description: String { sentence }

        public init(sentence: String) {
            self.sentence = sentence
        }
    }

    private let identify: @Sendable () -> String?
    private let open: @Sendable () async throws(Unavailable) -> Pages
    private var current: (identity: String, pages: Pages)?

    /// - Parameters:
    ///   - identify: the identity of the file at the snapshot's path now (`nil` when there is none).
    ///   - open: opens the snapshot at the path.
    public init(
        identify: @escaping @Sendable () -> String?, open: @escaping @Sendable () async throws(Unavailable) -> Pages
    ) {
        self.identify = identify
        self.open = open
    }

    /// The pages of the snapshot at the path now; the file is opened again only when it is another file.
    public func pages() async throws(Unavailable) -> Pages {
        if let current, let identity = identify(), identity == current.identity { return current.pages }
        // The file may be replaced while its readers open: only readers that all opened the same file count.
        for _ in 0..<3 {
            guard let before = identify() else { break }
            var pages = try await open()
            pages.identity = before
            if identify() == before {
                current = (before, pages)
                return pages
            }
        }
        return try await open()
    }
}

/// The screens a visitor's request is made from: the same view models as the terminal's, each built over one
/// snapshot's ports (the composition root's `ScreenFactory` gives them).
@MainActor
public protocol VisitorScreens {
    func merchantList() -> MerchantListViewModel
    func merchantDetail(_ id: MerchantID) -> MerchantDetailViewModel
    func filters(_ filters: MerchantFilters) -> FiltersViewModel
    func territories(selected territory: String?) -> TerritoriesViewModel
    func locationPicker() -> LocationPickerViewModel
    /// `nil` when the snapshot has no ATMs this build can read.
    func atmList() -> ATMListViewModel?
    /// `nil` when the snapshot has no ATMs this build can read.
    func atmDetail(_ id: Int64) -> ATMDetailViewModel?
}
