import Domain
import Foundation

/// The local store of one served request: what the visitor's address says (where they are), and whatever the
/// request's view models write, for as long as the request lasts.
///
/// A served directory is public: favourites, recent searches, a sync source and its history stay with the terminal's
/// store, which the server never opens. Each request gets a new `VisitorStore`, so nothing one visitor does is
/// seen by another, and a location the picker chooses travels back to the visitor in the address it redirects to.
public actor VisitorStore: LocalStore {
    private var favouriteIDs: [MerchantID] = []
    private var missingTold: Set<MerchantID> = []
    private var searches: [RecentSearch] = []
    private var location: ChosenLocation?
    private var source: URL?
    private var history: [SyncRecord] = []

    /// A store that knows only the visitor's location, if the address gives one.
    public init(location: ChosenLocation?) {
        self.location = location
    }

    public func favourites() async throws(LocalStoreError) -> [MerchantID] { favouriteIDs }

    public func missingFavouritesTold() async throws(LocalStoreError) -> Set<MerchantID> { missingTold }

    public func setMissingFavouritesTold(_ ids: Set<MerchantID>) async throws(LocalStoreError) { missingTold = ids }

    public func setFavourite(_ id: MerchantID, _ isFavourite: Bool) async throws(LocalStoreError) {
        favouriteIDs.removeAll { $0 == id }
        if isFavourite { favouriteIDs.insert(id, at: 0) }
    }

    public func recentSearches(limit: Int) async throws(LocalStoreError) -> [RecentSearch] {
        Array(searches.prefix(max(0, limit)))
    }

    public func recordSearch(_ search: RecentSearch) async throws(LocalStoreError) {
        searches.removeAll { $0.text == search.text }
        searches.insert(search, at: 0)
    }

    public func chosenLocation() async throws(LocalStoreError) -> ChosenLocation? { location }

    public func setChosenLocation(_ location: ChosenLocation?) async throws(LocalStoreError) {
        self.location = location
    }

    public func syncSource() async throws(LocalStoreError) -> URL? { source }

    public func setSyncSource(_ source: URL?) async throws(LocalStoreError) { self.source = source }

    public func syncHistory(limit: Int) async throws(LocalStoreError) -> [SyncRecord] {
        Array(history.prefix(max(0, limit)))
    }

    public func recordSync(_ record: SyncRecord) async throws(LocalStoreError) { history.insert(record, at: 0) }
}
