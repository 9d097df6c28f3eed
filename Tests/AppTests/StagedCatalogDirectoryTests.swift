import CatalogExport
import Foundation
import Presentation
import Testing

@testable import ExploreApp

@Suite("StagedCatalogDirectory")
struct StagedCatalogDirectoryTests {
    /// A fresh temporary folder to hold destinations; removed by `remove()`.
    struct Workspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
        var destination: URL { root.appendingPathComponent("site") }

        init() throws { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }

        func remove() { try? FileManager.default.removeItem(at: root) }

        func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() }

        func read(_ path: String) throws -> String {
            try String(contentsOf: destination.appendingPathComponent(path), encoding: .utf8)
        }
    }

    @Test("nothing appears at the destination until commit, then everything does, with the marker")
    func commitSwapsIn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        try output.write(Data("home".utf8), to: "index.html")
        let sink = try output.openFile(at: "merchants/a.html")
        try sink.append(Data("a".utf8))
        try sink.append(Data("b".utf8))
        try sink.close()
        #expect(!FileManager.default.fileExists(atPath: workspace.destination.path))
        try output.commit()
        #expect(try workspace.read("index.html") == "home")
        #expect(try workspace.read("merchants/a.html") == "ab")
        #expect(try workspace.read(StagedCatalogDirectory.markerFileName) == StagedCatalogDirectory.markerText)
        #expect(try workspace.entries() == ["site"])
    }

    @Test("a second run replaces a folder the first run made, leaving no old files behind")
    func replacesOwnFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        try first.write(Data("old".utf8), to: "stale.html")
        try first.commit()
        let second = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        try second.write(Data("new".utf8), to: "index.html")
        try second.commit()
        #expect(try workspace.read("index.html") == "new")
        #expect(
            !FileManager.default.fileExists(atPath: workspace.destination.appendingPathComponent("stale.html").path))
        #expect(try workspace.entries() == ["site"])
    }

    @Test("a non-empty folder it did not make is refused unless forced")
    func refusesForeignFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.destination, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: workspace.destination.appendingPathComponent("notes.txt"))
        #expect {
            try StagedCatalogDirectory(destination: workspace.destination, force: false)
        } throws: { error in
            guard case CatalogError.outputRefused = error else { return false }
            return true
        }
        #expect(try workspace.entries() == ["site"])
        let forced = try StagedCatalogDirectory(destination: workspace.destination, force: true)
        try forced.write(Data("new".utf8), to: "index.html")
        try forced.commit()
        #expect(try workspace.read("index.html") == "new")
    }

    @Test("an empty folder is used without force")
    func acceptsEmptyFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.destination, withIntermediateDirectories: true)
        let output = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        try output.write(Data("x".utf8), to: "index.html")
        try output.commit()
        #expect(try workspace.read("index.html") == "x")
    }

    @Test("discarding after a failure leaves the old catalog exactly as it was")
    func discardKeepsOldCatalog() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        try first.write(Data("old".utf8), to: "index.html")
        try first.commit()
        let second = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        try second.write(Data("half-written".utf8), to: "index.html")
        second.discard()
        #expect(try workspace.read("index.html") == "old")
        #expect(try workspace.entries() == ["site"])
    }

    @Test(
        "paths that could leave the staging folder are refused", arguments: ["../x", "/etc/x", "a/../../x", "", "a//b"])
    func refusesEscapingPaths(path: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        defer { output.discard() }
        #expect(throws: CatalogError.self) { try output.write(Data(), to: path) }
        #expect(throws: CatalogError.self) { try output.openFile(at: path) }
    }

    @Test("a file, the home folder and the root are never catalog folders")
    func refusesNonFolders() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Data().write(to: workspace.destination)
        for destination in [
            workspace.destination, FileManager.default.homeDirectoryForCurrentUser, URL(fileURLWithPath: "/"),
        ] {
            #expect(throws: CatalogError.self) { try StagedCatalogDirectory(destination: destination, force: true) }
        }
    }

    @Test("folders a killed run left are removed by the next run; a live run's, unmarked ones and links are kept")
    func removesAbandonedFolders() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = FileManager.default
        func folder(_ name: String, marker: String?) throws -> URL {
            let url = workspace.root.appendingPathComponent(name)
            try files.createDirectory(at: url.appendingPathComponent("merchants"), withIntermediateDirectories: true)
            try Data("page".utf8).write(to: url.appendingPathComponent("merchants/a.html"))
            if let marker { try Data(marker.utf8).write(to: url.appendingPathComponent(".explore-catalog")) }
            return url
        }
        // What a killed run leaves: a staging folder, and an old catalog set aside but not yet deleted.
        _ = try folder(".site.staging-dead", marker: StagedCatalogDirectory.markerText)
        _ = try folder(".site.old-dead", marker: StagedCatalogDirectory.markerText)
        // Not ours: no marker, another marker text, another destination's name, and a link to a marked folder.
        _ = try folder(".site.staging-unmarked", marker: nil)
        _ = try folder(".site.staging-half", marker: "")
        _ = try folder(".other.staging-dead", marker: StagedCatalogDirectory.markerText)
        let target = try folder("elsewhere", marker: StagedCatalogDirectory.markerText)
        try files.createSymbolicLink(
            at: workspace.root.appendingPathComponent(".site.staging-link"), withDestinationURL: target)
        // A live run: its marker is locked for as long as it works.
        let live = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        let liveName = live.staging.lastPathComponent

        let next = try StagedCatalogDirectory(destination: workspace.destination, force: false)

        #expect(
            try workspace.entries()
                == [
                    ".other.staging-dead", ".site.staging-half", ".site.staging-link", ".site.staging-unmarked",
                    liveName, next.staging.lastPathComponent, "elsewhere",
                ].sorted())
        #expect(files.fileExists(atPath: target.appendingPathComponent("merchants/a.html").path))
        try live.write(Data("still here".utf8), to: "index.html")
        try live.commit()
        next.discard()
        #expect(try workspace.read("index.html") == "still here")
    }

    @Test("a run's own staging folder is locked until it commits or discards")
    func stagingFolderIsLockedWhileInUse() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try StagedCatalogDirectory(destination: workspace.destination, force: false)
        #expect(AbandonedCatalogFolders.remove(beside: workspace.destination) == [])
        output.discard()
        #expect(try workspace.entries() == [])
    }
}
