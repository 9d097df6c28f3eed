import CatalogPublisher
import Foundation
import Testing

@testable import ExploreApp

@Suite struct FileLocationsTests {
    @Test func aPathThatIsAFolderAFIFOOrADeviceIsNotAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let file = folder.url.appendingPathComponent("file.db")
        try Data().write(to: file)
        let link = folder.url.appendingPathComponent("link.db")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)

        #expect(throws: AppError.notAFile(folder.url.path, .folder)) {
            try FileLocations.requireFileOrNothing(at: folder.url)
        }
        #expect(throws: AppError.notAFile(fifo.path, .fifo)) { try FileLocations.requireFileOrNothing(at: fifo) }
        #expect(throws: AppError.notAFile("/dev/null", .device)) {
            try FileLocations.requireFileOrNothing(at: URL(fileURLWithPath: "/dev/null"))
        }
        for fine in [file, link, folder.url.appendingPathComponent("missing.db")] {
            #expect(throws: Never.self) { try FileLocations.requireFileOrNothing(at: fine) }
        }
    }

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

    @Test("`..` after a link goes up from the link's target, as the file system does, not from the link's folder")
    func dotDotIsResolvedPhysically() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = FileManager.default
        try files.createDirectory(at: folder.url.appendingPathComponent("deep/a"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.url.appendingPathComponent("work"), withIntermediateDirectories: true)
        try files.createSymbolicLink(
            at: folder.url.appendingPathComponent("work/lk"),
            withDestinationURL: folder.url.appendingPathComponent("deep/a"))
        try files.createSymbolicLink(
            at: folder.url.appendingPathComponent("work/end"),
            withDestinationURL: folder.url.appendingPathComponent("deep"))
        let work = folder.url.appendingPathComponent("work").path
        let deep = ResolvedPath.of(folder.url.appendingPathComponent("deep").path)

        func absolute(_ path: String) -> String {
            FileLocations.absoluteURL(for: path, home: "/h", currentDirectory: work).path
        }
        #expect(absolute("lk/../x.db") == deep + "/x.db")
        #expect(absolute("lk/..") == deep)
        #expect(absolute("lk/../a/../missing/../x.db") == deep + "/x.db")
        #expect(absolute("./lk/./../x.db") == deep + "/x.db")
        // A link the path ends with is kept: the command must see it (`--out` refuses one).
        #expect(absolute("end") == work + "/end")
        #expect(absolute("lk/../../work/end") == ResolvedPath.of(work) + "/end")
    }
}
