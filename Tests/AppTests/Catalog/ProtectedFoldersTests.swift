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
}
