import Foundation
import Testing

@testable import ExploreApp

@Suite struct FileLocationsTests {
    @Test func withoutXDGDataHomeTheFilesLiveUnderTheHomeFolder() {
        let locations = FileLocations.resolve(
            db: nil, local: nil, environment: ["HOME": "/home/ana"], currentDirectory: "/w")
        #expect(locations.snapshot.path == "/home/ana/.local/share/explore/directory.db")
        #expect(locations.localStore.path == "/home/ana/.local/share/explore/local.db")
        #expect(locations.dataFolder.path == "/home/ana/.local/share/explore")
        #expect(locations.snapshotIsDefault && locations.localStoreIsDefault)
    }

    @Test func xdgDataHomeReplacesTheDefaultFolder() {
        let locations = FileLocations.resolve(
            db: nil, local: nil, environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/data"], currentDirectory: "/w")
        #expect(locations.snapshot.path == "/data/explore/directory.db")
        #expect(locations.localStore.path == "/data/explore/local.db")
    }

    @Test(arguments: ["", "relative/data"])
    func anEmptyOrRelativeXDGDataHomeIsIgnoredAsTheSpecificationSays(_ value: String) {
        let locations = FileLocations.resolve(
            db: nil, local: nil, environment: ["HOME": "/home/ana", "XDG_DATA_HOME": value], currentDirectory: "/w")
        #expect(locations.snapshot.path == "/home/ana/.local/share/explore/directory.db")
    }

    @Test func explicitPathsWinAndAreNotDefaults() {
        let locations = FileLocations.resolve(
            db: "/srv/big.db", local: "mine.db", environment: ["HOME": "/home/ana"], currentDirectory: "/work")
        #expect(locations.snapshot.path == "/srv/big.db")
        #expect(locations.localStore.path == "/work/mine.db")
        #expect(!locations.snapshotIsDefault && !locations.localStoreIsDefault)
    }

    @Test func relativePathsStartAtTheCurrentFolderAndTildeAtHome() {
        #expect(FileLocations.absoluteURL(for: "a/../b.db", home: "/h", currentDirectory: "/w").path == "/w/b.db")
        #expect(FileLocations.absoluteURL(for: "~/x.db", home: "/h", currentDirectory: "/w").path == "/h/x.db")
        #expect(FileLocations.absoluteURL(for: "~", home: "/h", currentDirectory: "/w").path == "/h")
        #expect(FileLocations.absoluteURL(for: "~bob/x", home: "/h", currentDirectory: "/w").path == "/w/~bob/x")
    }
}
