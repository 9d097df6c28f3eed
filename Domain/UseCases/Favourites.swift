/// The user's favourite merchants.
public struct Favourites: Sendable {
    private let store: any LocalStore

    public init(store: any LocalStore) {
        self.store = store
    }

    public func all() async throws(LocalStoreError) -> [MerchantID] {
        try await store.favourites()
    }

    public func contains(_ id: MerchantID) async throws(LocalStoreError) -> Bool {
        try await store.favourites().contains(id)
    }

    /// Flips the merchant's favourite mark and returns the new state.
    @discardableResult
    public func toggle(_ id: MerchantID) async throws(LocalStoreError) -> Bool {
        let isFavourite = try await !contains(id)
        try await store.setFavourite(id, isFavourite)
        return isFavourite
    }
}
