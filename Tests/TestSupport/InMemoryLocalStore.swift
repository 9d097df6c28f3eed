import Domain
import Foundation

/// A ``LocalStore`` held in memory, with the same ordering rules as the SQLite store.
public actor InMemoryLocalStore: LocalStore {
    private var favouriteIDs: [MerchantID] = []
    private var told: Set<MerchantID> = []
    private var searches: [RecentSearch] = []
    private var location: ChosenLocation?
    private var syncs: [SyncRecord] = []
    private var source: URL?
    /// When set, every call fails with this error.
    public var failure: LocalStoreError?

    public init(favourites: [MerchantID] = [], chosenLocation: ChosenLocation? = nil) {
        self.favouriteIDs = favourites
        self.location = chosenLocation
    }

    public func setFailure(_ failure: LocalStoreError?) { self.failure = failure }

    public func favourites() async throws(LocalStoreError) -> [MerchantID] {
        if let failure { throw failure }
        return favouriteIDs
    }

    public func setFavourite(_ id: MerchantID, _ isFavourite: Bool) async throws(LocalStoreError) {
        if let failure { throw failure }
        favouriteIDs.removeAll { $0 == id }
        if isFavourite { favouriteIDs.insert(id, at: 0) }
    }

    public func missingFavouritesTold() async throws(LocalStoreError) -> Set<MerchantID> {
        if let failure { throw failure }
        return told
    }

    public func setMissingFavouritesTold(_ ids: Set<MerchantID>) async throws(LocalStoreError) {
        if let failure { throw failure }
        told = ids
    }

    public func recentSearches(limit: Int) async throws(LocalStoreError) -> [RecentSearch] {
        if let failure { throw failure }
        return Array(searches.prefix(limit))
    }

    public func recordSearch(_ search: RecentSearch) async throws(LocalStoreError) {
        if let failure { throw failure }
        searches.removeAll { $0.text.lowercased() == search.text.lowercased() }
        searches.insert(search, at: 0)
    }

    public func chosenLocation() async throws(LocalStoreError) -> ChosenLocation? {
        if let failure { throw failure }
        return location
    }

    public func setChosenLocation(_ location: ChosenLocation?) async throws(LocalStoreError) {
        if let failure { throw failure }
        self.location = location
    }

    public func syncSource() async throws(LocalStoreError) -> URL? {
        if let failure { throw failure }
        return source
    }

    public func setSyncSource(_ source: URL?) async throws(LocalStoreError) {
        if let failure { throw failure }
        self.source = source
    }

    public func syncHistory(limit: Int) async throws(LocalStoreError) -> [SyncRecord] {
        if let failure { throw failure }
        return Array(syncs.prefix(limit))
    }

    public func recordSync(_ record: SyncRecord) async throws(LocalStoreError) {
        if let failure { throw failure }
        syncs.insert(record, at: 0)
    }
}
