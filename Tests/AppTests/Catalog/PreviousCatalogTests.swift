import CatalogExport
import Foundation
import Testing

@testable import CatalogPublisher
@testable import ExploreApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A catalog written over one `explore catalog` made links the old file for every file whose bytes are the same, and
/// writes every other one afresh: real folders, real hard links.
@Suite("PreviousCatalog")
struct PreviousCatalogTests {
    typealias Workspace = StagedCatalogDirectoryTests.Workspace

    /// The inode of `path` in the destination.
    static func inode(_ path: String, in workspace: Workspace) throws -> UInt64 {
        var status = stat()
        try #require(lstat(workspace.destination.appendingPathComponent(path).path, &status) == 0)
        return UInt64(status.st_ino)
    }

    /// Writes `files` (path → text) as a whole catalog: pages at once, `.xml` files in pieces of three bytes.
    static func publish(_ files: [String: String], in workspace: Workspace, force: Bool = false) throws {
        let output = try workspace.stage(force: force)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            if path.hasSuffix(".xml") {
                let sink = try output.openFile(at: path)
                var rest = Substring(text)
                while !rest.isEmpty {
                    try sink.append(Data(rest.prefix(3).utf8))
                    rest = rest.dropFirst(3)
                }
                try sink.close()
            } else {
                try output.write(Data(text.utf8), to: path)
            }
        }
        try output.commit()
    }

    static let first = [
        "index.html": "home", "merchants/a.html": "a", "merchants/b.html": "b", "catalog.xml": "<catalog>1</catalog>",
        "search.xml": "<s/>",
    ]

    @Test("equal files are the old ones, changed files are new, and the folder holds exactly the new catalog")
    func equalFilesAreLinked() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.publish(Self.first, in: workspace)
        let before = try Self.first.keys.reduce(into: [:]) { $0[$1] = try Self.inode($1, in: workspace) }

        var second = Self.first
        second["merchants/b.html"] = "B"
        second["catalog.xml"] = "<catalog>2</catalog>"
        second["search.xml"] = "<s/><s/>"  // Starts with the old file's bytes, and goes on.
        second["merchants/a.html"] = nil
        second["merchants/c.html"] = "c"
        try Self.publish(second, in: workspace)

        for path in ["index.html"] { #expect(try Self.inode(path, in: workspace) == before[path]) }
        for path in ["merchants/b.html", "catalog.xml", "search.xml"] {
            #expect(try Self.inode(path, in: workspace) != before[path], "\(path)")
        }
        for (path, text) in second { #expect(try workspace.read(path) == text) }
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: workspace.destination.appendingPathComponent("merchants").path)
        #expect(pages.sorted() == ["b.html", "c.html"])
        #expect(try workspace.entries() == ["site"])
    }

    @Test("a streamed file equal to the old one is linked too")
    func streamedFilesAreLinked() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.publish(Self.first, in: workspace)
        let inode = try Self.inode("catalog.xml", in: workspace)
        try Self.publish(Self.first, in: workspace)
        #expect(try Self.inode("catalog.xml", in: workspace) == inode)
        #expect(try workspace.read("catalog.xml") == "<catalog>1</catalog>")
    }

    @Test("a file changed by hand, even to the same size, or given other permissions, is written afresh")
    func handEditedFilesAreNotLinked() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.publish(Self.first, in: workspace)
        let edited = workspace.destination.appendingPathComponent("merchants/a.html")
        try Data("z".utf8).write(to: edited)
        let opened = workspace.destination.appendingPathComponent("merchants/b.html")
        #expect(chmod(opened.path, 0o666) == 0)
        let kept = try Self.inode("index.html", in: workspace)

        try Self.publish(Self.first, in: workspace)

        #expect(try workspace.read("merchants/a.html") == "a")
        var status = stat()
        #expect(lstat(opened.path, &status) == 0 && status.st_mode & 0o777 != 0o666)
        #expect(try Self.inode("index.html", in: workspace) == kept)
    }

    @Test("a folder replaced with --force lends nothing, even a copy of a catalog with its marker")
    func aForeignFolderLendsNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let made = workspace.root.appendingPathComponent("made")
        try Self.publish(Self.first, in: workspace)
        try FileManager.default.moveItem(at: workspace.destination, to: made)
        // A copy keeps the bytes and the marker's text, but the marker names the folder it was written for.
        try FileManager.default.copyItem(at: made, to: workspace.destination)
        let before = try Self.first.keys.reduce(into: [:]) { $0[$1] = try Self.inode($1, in: workspace) }

        try Self.publish(Self.first, in: workspace, force: true)

        for (path, text) in Self.first {
            #expect(try workspace.read(path) == text)
            #expect(try Self.inode(path, in: workspace) != before[path], "\(path)")
        }
    }

    @Test("a name two pages share is still refused when the old catalog has that very file")
    func sharedNamesStillFail() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.publish(Self.first, in: workspace)
        let output = try workspace.stage()
        try output.write(Data("a".utf8), to: "merchants/a.html")
        #expect(throws: CatalogError.fileNameCollision("merchants/a.html")) {
            try output.write(Data("a".utf8), to: "merchants/a.html")
        }
        output.discard()
        #expect(try workspace.read("merchants/a.html") == "a")
    }
}
