import CatalogExport
import Foundation
import Testing

@testable import CatalogPublisher
@testable import ExploreApp

/// The checks made before any catalog work, on real folders and links in a temporary world:
/// `world/home` (the home folder), `world/home/data/explore` (the data folder), `world/home/work/project` (the
/// current folder), and `world/alias`, a link to `world/home`.
@Suite("CatalogDestination")
struct CatalogDestinationTests {
    struct World {
        let root: URL
        let files = FileManager.default

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("destination-\(UUID().uuidString)")
            for folder in ["home/data/explore", "home/work/project", "victim"] {
                try files.createDirectory(at: url(folder), withIntermediateDirectories: true)
            }
            try Data("x".utf8).write(to: url("victim/a.txt"))
            try Data("db".utf8).write(to: url("home/data/explore/directory.db"))
            try files.createSymbolicLink(at: url("alias"), withDestinationURL: url("home"))
        }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        /// The real path of `path`: the temporary folder may itself be reached through a link.
        func real(_ path: String) -> String { ResolvedPath.of(url(path).path) }

        var protected: ProtectedFolders {
            ProtectedFolders(
                home: [url("home").path], dataFolder: url("home/data/explore").path,
                currentFolder: url("home/work/project").path)
        }

        func check(_ path: String, force: Bool = true) throws -> CatalogDestination {
            try CatalogDestination(checking: url(path), force: force, protecting: protected)
        }

        func remove() { try? files.removeItem(at: root) }
    }

    @Test(
        "a protected folder is refused with --force, however the path reaches it",
        arguments: [
            ("alias/data/explore", "is explore's data folder"),
            ("home/data/explore/../explore", "is explore's data folder"),
            ("alias/data", "holds explore's data folder"), ("alias/work/project", "is the current folder"),
            ("alias/work", "holds the current folder"), ("home/work/project/..", "holds the current folder"),
            ("alias/work/../../home", "is the home folder"),
        ])
    func refusesProtectedFolders(path: String, relation: String) throws {
        let world = try World()
        defer { world.remove() }

        #expect {
            try world.check(path)
        } throws: { error in
            guard case CatalogError.outputRefused(let reason) = error else { return false }
            return reason.contains(relation) && reason.contains("never replaces")
        }
        #expect(FileManager.default.fileExists(atPath: world.url("home/data/explore/directory.db").path))
    }

    @Test("a protected folder given through a link is known by its device and inode")
    func protectedFoldersAreComparedByIdentity() throws {
        let world = try World()
        defer { world.remove() }
        let protected = ProtectedFolders(
            home: [], dataFolder: world.url("alias/data/explore").path, currentFolder: world.url("victim").path)

        #expect(throws: CatalogError.self) {
            try CatalogDestination(checking: world.url("home/data/explore"), force: true, protecting: protected)
        }
    }

    @Test("DIR that is a symbolic link is refused, even with --force: to a folder, to the home folder, or dangling")
    func refusesLinks() throws {
        let world = try World()
        defer { world.remove() }
        try world.files.createSymbolicLink(at: world.url("linkdir"), withDestinationURL: world.url("victim"))
        try world.files.createSymbolicLink(at: world.url("dangling"), withDestinationURL: world.url("nowhere"))

        for path in ["linkdir", "alias", "dangling", "linkdir/"] {
            #expect(throws: CatalogError.self, "\(path)") { try world.check(path) }
        }
        #expect(try world.files.contentsOfDirectory(atPath: world.url("victim").path) == ["a.txt"])
    }

    @Test("links above DIR are followed to the real folder, which is where the catalog goes")
    func resolvesTheParent() throws {
        let world = try World()
        defer { world.remove() }
        try world.files.createSymbolicLink(at: world.url("to-victim"), withDestinationURL: world.url("victim"))

        let destination = try world.check("to-victim/site", force: false)

        #expect(destination.path == world.real("victim") + "/site")
        #expect(destination.existing == nil)
    }

    @Test("`..` after a link goes up from the link's target, as the file system does")
    func dotDotAfterALinkIsPhysical() throws {
        let world = try World()
        defer { world.remove() }
        try world.files.createDirectory(at: world.url("deep/a/b"), withIntermediateDirectories: true)
        try world.files.createSymbolicLink(at: world.url("lk"), withDestinationURL: world.url("deep/a/b"))

        #expect(try world.check("lk/../new", force: false).path == world.real("deep/a") + "/new")
        #expect(try world.check("lk/../b/../new", force: false).path == world.real("deep/a") + "/new")
        #expect(try world.check("lk/../missing/../new", force: false).path == world.real("deep/a") + "/new")
    }

    @Test("the folders of the snapshot and the local store, and every folder above them, are never replaced")
    func theFoldersOfTheFilesItReadsAreProtected() throws {
        let world = try World()
        defer { world.remove() }
        try world.files.createDirectory(at: world.url("site/data"), withIntermediateDirectories: true)
        let protected = ProtectedFolders(
            home: [], dataFolder: world.url("home/data/explore").path, currentFolder: world.url("home").path,
            files: [
                ("the folder of the directory snapshot", world.url("site/data/x.db").path),
                ("the folder of the local store", world.url("victim/local.db").path),
            ])

        for (path, relation) in [
            ("site/data", "is the folder of the directory snapshot"),
            ("site", "holds the folder of the directory snapshot"), ("victim", "is the folder of the local store"),
        ] {
            #expect(
                throws: CatalogError.outputRefused(
                    "\(world.real(path)) \(relation), which a catalog never replaces, with or without --force.")
            ) {
                try CatalogDestination(checking: world.url(path), force: true, protecting: protected)
            }
        }
    }

    @Test("a non-empty folder is refused without --force unless its marker was written for it")
    func foreignFoldersNeedForce() throws {
        let world = try World()
        defer { world.remove() }
        let marker = world.url("victim/.explore-catalog")
        #expect(throws: CatalogError.self) { try world.check("victim", force: false) }
        for text in ["", "Made by `explore catalog`. The next run replaces this whole folder.\n"] {
            try Data(text.utf8).write(to: marker)
            #expect(throws: CatalogError.self, "\(text.debugDescription)") { try world.check("victim", force: false) }
        }
        let identity = try #require(FileIdentity.of(world.url("victim").path))
        try Data(CatalogFolderMarker.text(for: identity).utf8).write(to: marker)

        #expect(try world.check("victim", force: false).existing == identity)
        #expect(try world.check("victim", force: true).existing == identity)
    }

    @Test("an empty folder, or none, is used without --force")
    func emptyOrMissingFoldersAreFine() throws {
        let world = try World()
        defer { world.remove() }
        try world.files.createDirectory(at: world.url("empty"), withIntermediateDirectories: true)

        #expect(try world.check("empty", force: false).existing != nil)
        #expect(try world.check("new/site", force: false).path == world.real("new") + "/site")
    }
}
