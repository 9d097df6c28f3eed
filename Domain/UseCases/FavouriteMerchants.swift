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
    /// them back). Those counted for the first time are ``FavouriteList/newlyMissing``, and the store remembers that
    /// they were: a list read again says nothing more of them, and one that comes back and goes again is new again.
    public func callAsFunction(near position: Coordinate?) async throws(FavouritesError) -> FavouriteList {
        let ids: [MerchantID]
        let told: Set<MerchantID>
        do {
            ids = try await store.favourites()
            told = try await store.missingFavouritesTold()
        } catch {
            throw .store(error)
        }
        var list = FavouriteList(merchants: [], missing: 0)
        var missing: Set<MerchantID> = []
        for id in ids {
            do throws(DirectoryError) {
                list.merchants.append(MerchantListing(try await directory.merchant(id: id), near: position))
            } catch .merchantNotFound {
                missing.insert(id)
            } catch {
                throw .directory(error)
            }
        }
        list.missing = missing.count
        list.newlyMissing = missing.subtracting(told).count
        if missing != told {
            do {
                try await store.setMissingFavouritesTold(missing)
            } catch {
                throw .store(error)
            }
        }
        return list
    }
}
