import CatalogPublisher
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProtectedFolders {
    /// What `explore` must never replace: the home folder of `locations` and the account's, the data folder, the
    /// current folder, and the folders of the snapshot and the local store.
    init(
        for locations: FileLocations = .resolve(db: nil, local: nil),
        currentFolder: String = FileManager.default.currentDirectoryPath
    ) {
        var home = [locations.home.path]
        if let account = getpwuid(getuid()), let directory = account.pointee.pw_dir {
            home.append(String(cString: directory))
        }
        self.init(
            home: home, dataFolder: locations.dataFolder.path, currentFolder: currentFolder,
            files: [
                ("the folder of the directory snapshot", locations.snapshot.path),
                ("the folder of the local store", locations.localStore.path),
            ])
    }
}
