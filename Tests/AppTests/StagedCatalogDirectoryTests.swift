import CatalogExport
import Foundation
import Presentation
import Testing

@testable import CatalogPublisher
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

        /// A staged directory for `destination`, with the real process's protected folders.
        func stage(_ destination: URL? = nil, force: Bool = false) throws -> StagedCatalogDirectory {
            try StagedCatalogDirectory(destination: destination ?? self.destination, force: force, protecting: .init())
        }
    }

    /// The marker text for the folder at `url`.
    static func marker(for url: URL) throws -> String {
        CatalogFolderMarker.text(for: try #require(FileIdentity.of(url.path)))
    }

    @Test("nothing appears at the destination until commit, then everything does, with the marker")
    func commitSwapsIn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try workspace.stage()
        try output.write(Data("home".utf8), to: "index.html")
        let sink = try output.openFile(at: "merchants/a.html")
        try sink.append(Data("a".utf8))
        try sink.append(Data("b".utf8))
        try sink.close()
        #expect(!FileManager.default.fileExists(atPath: workspace.destination.path))
        try output.commit()
        #expect(try workspace.read("index.html") == "home")
        #expect(try workspace.read("merchants/a.html") == "ab")
        // The marker names the folder it is in: the staging folder, renamed into place, keeps its inode.
        #expect(try workspace.read(CatalogFolderMarker.fileName) == Self.marker(for: workspace.destination))
        #expect(try workspace.entries() == ["site"])
    }

    @Test("scratch space reads back what was appended, from any task, and is never a file of the catalog")
    func scratchSpace() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try workspace.stage()
        let scratch = try output.openScratch()
        let pieces = (0..<200).map { number in (0..<(number * 37 % 5_000)).map { UInt8(($0 + number) % 251) } }
        let ranges = try pieces.map { piece throws(CatalogError) in try scratch.append(piece) }
        #expect(ranges.first == 0..<0 && ranges.last?.upperBound == pieces.map(\.count).reduce(0, +))
        let read = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (number, range) in ranges.enumerated() { group.addTask { (number, try scratch.read(range)) } }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect((0..<pieces.count).map { read[$0] } == pieces)
        #expect(throws: CatalogError.self) { try scratch.read(ranges.last!.upperBound..<ranges.last!.upperBound + 1) }
        try output.write(Data("home".utf8), to: "index.html")
        try output.commit()
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.destination.path).sorted()
        #expect(files == [CatalogFolderMarker.fileName, "index.html"])
    }

    @Test("a second run replaces a folder the first run made, leaving no old files behind")
    func replacesOwnFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try workspace.stage()
        try first.write(Data("old".utf8), to: "stale.html")
        try first.commit()
        let second = try workspace.stage()
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
            try workspace.stage()
        } throws: { error in
            guard case CatalogError.outputRefused = error else { return false }
            return true
        }
        #expect(try workspace.entries() == ["site"])
        let forced = try workspace.stage(force: true)
        try forced.write(Data("new".utf8), to: "index.html")
        try forced.commit()
        #expect(try workspace.read("index.html") == "new")
    }

    @Test("an empty folder is used without force")
    func acceptsEmptyFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.destination, withIntermediateDirectories: true)
        let output = try workspace.stage()
        try output.write(Data("x".utf8), to: "index.html")
        try output.commit()
        #expect(try workspace.read("index.html") == "x")
    }

    @Test("discarding after a failure leaves the old catalog exactly as it was")
    func discardKeepsOldCatalog() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try workspace.stage()
        try first.write(Data("old".utf8), to: "index.html")
        try first.commit()
        let second = try workspace.stage()
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
        let output = try workspace.stage()
        defer { output.discard() }
        #expect(throws: CatalogError.self) { try output.write(Data(), to: path) }
        #expect(throws: CatalogError.self) { try output.openFile(at: path) }
    }

    @Test("a file is never a catalog folder; the home folder and the root are refused as protected, before the marker")
    func refusesNonFolders() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Data().write(to: workspace.destination)
        #expect(throws: CatalogError.outputRefused("\(workspace.destination.path) exists and is not a folder.")) {
            try workspace.stage(force: true)
        }
        // Never with --force here: a broken guard must not be able to touch either folder.
        for destination in [FileManager.default.homeDirectoryForCurrentUser, URL(fileURLWithPath: "/")] {
            #expect {
                try workspace.stage(destination)
            } throws: { error in
                guard case CatalogError.outputRefused(let reason) = error else { return false }
                return reason.contains("the home folder") || reason.contains("cannot be a catalog folder")
            }
        }
    }

    @Test("a destination turned into a link while the catalog was written is left alone, and so is its target")
    func commitRefusesADestinationSwappedForALink() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = FileManager.default
        let first = try workspace.stage()
        try first.write(Data("old".utf8), to: "index.html")
        try first.commit()
        let victim = workspace.root.appendingPathComponent("victim")
        try files.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: victim.appendingPathComponent("a.txt"))
        let second = try workspace.stage(force: true)
        try second.write(Data("new".utf8), to: "index.html")
        try files.removeItem(at: workspace.destination)
        try files.createSymbolicLink(at: workspace.destination, withDestinationURL: victim)

        #expect(throws: CatalogError.self) { try second.commit() }

        #expect(try files.destinationOfSymbolicLink(atPath: workspace.destination.path) == victim.path)
        #expect(try files.contentsOfDirectory(atPath: victim.path) == ["a.txt"])
        #expect(try workspace.entries() == ["site", "victim"])
    }

    @Test("a foreign folder that appeared while the catalog was written is not replaced, even with --force")
    func commitRefusesAFolderThatAppeared() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try workspace.stage(force: true)
        try output.write(Data("new".utf8), to: "index.html")
        try FileManager.default.createDirectory(at: workspace.destination, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: workspace.destination.appendingPathComponent("notes.txt"))

        #expect(throws: CatalogError.self) { try output.commit() }

        #expect(try workspace.read("notes.txt") == "mine")
        #expect(try workspace.entries() == ["site"])
    }

    @Test("replacing a catalog removes the links in it, never what they point to")
    func replacingNeverFollowsLinks() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = FileManager.default
        let first = try workspace.stage()
        try first.write(Data("old".utf8), to: "merchants/a.html")
        try first.commit()
        let outside = workspace.root.appendingPathComponent("outside")
        try files.createDirectory(at: outside.appendingPathComponent("deep"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("deep/keep.txt"))
        try files.createSymbolicLink(
            at: workspace.destination.appendingPathComponent("merchants/folder-link"), withDestinationURL: outside)
        try files.createSymbolicLink(
            at: workspace.destination.appendingPathComponent("file-link"),
            withDestinationURL: outside.appendingPathComponent("deep/keep.txt"))

        let second = try workspace.stage()
        try second.write(Data("new".utf8), to: "index.html")
        try second.commit()

        #expect(try String(contentsOf: outside.appendingPathComponent("deep/keep.txt"), encoding: .utf8) == "keep")
        #expect(try workspace.entries() == ["outside", "site"])
        #expect(
            try files.contentsOfDirectory(atPath: workspace.destination.path).sorted() == [
                ".explore-catalog", "index.html",
            ])
    }

    @Test("folders a killed run left are removed by the next run; a live run's, unmarked ones and links are kept")
    func removesAbandonedFolders() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = FileManager.default
        let outside = workspace.root.appendingPathComponent("outside")
        try files.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        /// A folder with a page, a link to `outside`, and a marker: its own (`nil`), the given text, or none.
        func folder(_ name: String, marker: String?? = .some(nil)) throws -> URL {
            let url = workspace.root.appendingPathComponent(name)
            try files.createDirectory(at: url.appendingPathComponent("merchants"), withIntermediateDirectories: true)
            try Data("page".utf8).write(to: url.appendingPathComponent("merchants/a.html"))
            try files.createSymbolicLink(at: url.appendingPathComponent("merchants/link"), withDestinationURL: outside)
            switch marker {
            case .none: break
            case .some(.none):
                try Data(Self.marker(for: url).utf8).write(to: url.appendingPathComponent(".explore-catalog"))
            case .some(.some(let text)): try Data(text.utf8).write(to: url.appendingPathComponent(".explore-catalog"))
            }
            return url
        }
        // What a killed run leaves: a staging folder, and an old catalog set aside but not yet deleted.
        _ = try folder(".site.staging-dead")
        _ = try folder(".site.old-dead")
        // Not ours: no marker, an empty one, the text of the marker without the folder it names, one copied from
        // another folder, another destination's name, and a link to a marked folder.
        _ = try folder(".site.staging-unmarked", marker: .none)
        _ = try folder(".site.staging-half", marker: "")
        _ = try folder(
            ".site.staging-oldtext", marker: "Made by `explore catalog`. The next run replaces this whole folder.\n")
        let target = try folder("elsewhere")
        _ = try folder(".site.staging-copied", marker: try Self.marker(for: target))
        _ = try folder(".other.staging-dead")
        try files.createSymbolicLink(
            at: workspace.root.appendingPathComponent(".site.staging-link"), withDestinationURL: target)
        // A live run: its marker is locked for as long as it works.
        let live = try workspace.stage()
        let liveName = live.staging.lastPathComponent

        let next = try workspace.stage()

        #expect(
            try workspace.entries()
                == [
                    ".other.staging-dead", ".site.staging-copied", ".site.staging-half", ".site.staging-link",
                    ".site.staging-oldtext", ".site.staging-unmarked", liveName, next.staging.lastPathComponent,
                    "elsewhere", "outside",
                ].sorted())
        #expect(files.fileExists(atPath: target.appendingPathComponent("merchants/a.html").path))
        #expect(try files.contentsOfDirectory(atPath: outside.path) == ["keep.txt"], "a link was followed")
        try live.write(Data("still here".utf8), to: "index.html")
        try live.commit()
        next.discard()
        #expect(try workspace.read("index.html") == "still here")
    }

    @Test("a run's own staging folder is locked until it commits or discards")
    func stagingFolderIsLockedWhileInUse() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try workspace.stage()
        let parent = try #require(OpenFolder(path: workspace.root.path))
        #expect(AbandonedCatalogFolders.remove(beside: "site", in: parent).removed == [])
        output.discard()
        #expect(try workspace.entries() == [])
    }
}
