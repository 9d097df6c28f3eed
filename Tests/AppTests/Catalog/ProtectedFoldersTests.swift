import Foundation
import Testing

@testable import CatalogPublisher
@testable import ExploreApp

@Suite("ProtectedFolders")
struct ProtectedFoldersTests {
    @Test func theRootAndEveryFolderAboveAProtectedOneConflict() {
        let protected = ProtectedFolders(home: ["/nowhere/home"], dataFolder: "/nowhere/data", currentFolder: "/tmp")

        #expect(protected.conflict(path: "/", identity: nil) != nil)
        #expect(protected.conflict(path: "/nowhere", identity: nil)?.role == "the home folder")
        #expect(protected.conflict(path: "/nowhere/data", identity: nil)?.role == "explore's data folder")
        #expect(protected.conflict(path: "/nowhere/home/site", identity: nil) == nil)
        #expect(protected.conflict(path: "/nowhere/homes", identity: nil) == nil)
    }

    @Test func anExistingFolderConflictsByIdentityWhateverItsPath() throws {
        let current = FileManager.default.currentDirectoryPath
        let protected = ProtectedFolders(home: [], dataFolder: "/nowhere/data", currentFolder: current)
        let parent = (current as NSString).deletingLastPathComponent

        #expect(
            protected.conflict(path: "/elsewhere", identity: FileIdentity.of(current))?.role == "the current folder")
        #expect(protected.conflict(path: "/elsewhere", identity: FileIdentity.of(parent)) != nil)
    }

    @Test func theProgramProtectsItsHomeDataAndCurrentFolders() {
        let locations = FileLocations.resolve(
            db: nil, local: nil, environment: ["HOME": "/nowhere/home", "XDG_DATA_HOME": "/nowhere/xdg"])

        let roles = ProtectedFolders(for: locations, currentFolder: "/tmp").folders.map { "\($0.role) \($0.path)" }

        #expect(roles.contains("the home folder /nowhere/home"))
        #expect(roles.contains("explore's data folder /nowhere/xdg/explore"))
        #expect(roles.contains("the current folder /tmp"))
    }

    @Test(
        "a file reached through a link protects the folder of the link and the folder of the file it leads to",
        arguments: ["other/link.db", "other/dangling.db", "other/chain.db", "lnk/mine.db"])
    func aFileThroughALinkProtectsTheRealFolder(file: String) throws {
        let world = try TemporaryFolder()
        defer { world.remove() }
        let files = FileManager.default
        func url(_ path: String) -> URL { world.url.appendingPathComponent(path) }
        for folder in ["snapdir", "other", "target"] {
            try files.createDirectory(at: url(folder), withIntermediateDirectories: true)
        }
        try Data("db".utf8).write(to: url("snapdir/mine.db"))
        try files.createSymbolicLink(at: url("other/link.db"), withDestinationURL: url("snapdir/mine.db"))
        try files.createSymbolicLink(atPath: url("other/chain.db").path, withDestinationPath: "link.db")
        try files.createSymbolicLink(atPath: url("other/dangling.db").path, withDestinationPath: "../target/new.db")
        try files.createSymbolicLink(at: url("lnk"), withDestinationURL: url("snapdir"))
        let protected = ProtectedFolders(
            home: [], dataFolder: "/nowhere/data", currentFolder: "/nowhere/current",
            files: [("the folder of the directory snapshot", url(file).path)])
        let real = file == "other/dangling.db" ? "target" : "snapdir"

        #expect(
            protected.conflict(path: ResolvedPath.of(url(real).path), identity: FileIdentity.of(url(real).path))?.role
                == "the folder of the directory snapshot")
        #expect(
            protected.conflict(path: ResolvedPath.of(url("other").path), identity: nil) != nil || file == "lnk/mine.db")
        #expect(protected.conflict(path: ResolvedPath.of(url("elsewhere").path), identity: nil) == nil)
    }
}
