/// The user's favourite merchants as a list shows them, most recently marked first.
public struct FavouriteMerchants: Sendable {
    private let store: any LocalStore
    private let directory: any MerchantDirectory

    public init(store: any LocalStore, directory: any MerchantDirectory) {
        self.store = store
        self.directory = directory
    }

    /// Each favourite that the directory still lists, with its distance from `position`; favourites that a sync
    /// took away are counted in ``FavouriteList/missing``, not dropped from the store (a later snapshot may bring
    /// them back).
    public func callAsFunction(near position: Coordinate?) async throws(FavouritesError) -> FavouriteList {
        let ids: [MerchantID]
        do {
            ids = try await store.favourites()
        } catch {
            throw .store(error)
        }
        var list = FavouriteList(merchants: [], missing: 0)
        for id in ids {
            do throws(DirectoryError) {
                list.merchants.append(MerchantListing(try await directory.merchant(id: id), near: position))
            } catch .merchantNotFound {
                list.missing += 1
            } catch {
                throw .directory(error)
            }
        }
        return list
    }
}
