/// What can go wrong listing the favourites: reading the store, or reading the directory.
public enum FavouritesError: Error, Hashable, Sendable {
    case store(LocalStoreError)
    case directory(DirectoryError)
}
