import Foundation

/// The user's own data, kept apart from the directory snapshot so a sync can never lose it.
public protocol LocalStore: Sendable {
    /// Favourite merchants, most recently added first.
    func favourites() async throws(LocalStoreError) -> [MerchantID]
    func setFavourite(_ id: MerchantID, _ isFavourite: Bool) async throws(LocalStoreError)
    /// The favourites the user was told the directory no longer lists (they stay favourites: a later snapshot may
    /// list them again).
    func missingFavouritesTold() async throws(LocalStoreError) -> Set<MerchantID>
    /// Replaces that set.
    func setMissingFavouritesTold(_ ids: Set<MerchantID>) async throws(LocalStoreError)

    /// The most recent distinct searches, newest first.
    func recentSearches(limit: Int) async throws(LocalStoreError) -> [RecentSearch]
    /// Remembers a search; running the same text again moves it to the top.
    func recordSearch(_ search: RecentSearch) async throws(LocalStoreError)

    func chosenLocation() async throws(LocalStoreError) -> ChosenLocation?
    func setChosenLocation(_ location: ChosenLocation?) async throws(LocalStoreError)

    /// The manifest the user syncs from, as they last set it.
    func syncSource() async throws(LocalStoreError) -> URL?
    func setSyncSource(_ source: URL?) async throws(LocalStoreError)

    /// Past syncs, newest first.
    func syncHistory(limit: Int) async throws(LocalStoreError) -> [SyncRecord]
    func recordSync(_ record: SyncRecord) async throws(LocalStoreError)
}
