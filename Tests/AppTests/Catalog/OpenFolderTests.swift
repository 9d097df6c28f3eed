import Foundation
import Testing

@testable import CatalogPublisher
@testable import ExploreApp

@Suite("OpenFolder")
struct OpenFolderTests {
    let files = FileManager.default

    func temporaryFolder() throws -> URL {
        let url = files.temporaryDirectory.appendingPathComponent("open-folder-\(UUID().uuidString)")
        try files.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aLinkOrAFileIsNeverOpenedAsAFolder() throws {
        let root = try temporaryFolder()
        defer { try? files.removeItem(at: root) }
        try files.createDirectory(at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
        try files.createSymbolicLink(
            at: root.appendingPathComponent("link"), withDestinationURL: root.appendingPathComponent("real"))
        try Data().write(to: root.appendingPathComponent("file"))
        let parent = try #require(OpenFolder(path: root.path))

        #expect(OpenFolder(path: root.appendingPathComponent("link").path) == nil)
        #expect(OpenFolder(named: "link", in: parent) == nil)
        #expect(OpenFolder(named: "file", in: parent) == nil)
        #expect(
            OpenFolder(named: "real", in: parent)?.identity == FileIdentity.of(root.appendingPathComponent("real").path)
        )
    }

    @Test func removingContentsRemovesLinksButNeverWhatTheyPointTo() throws {
        let root = try temporaryFolder()
        defer { try? files.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        let inside = root.appendingPathComponent("inside")
        try files.createDirectory(at: outside.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("sub/keep.txt"))
        try files.createDirectory(at: inside.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: inside.appendingPathComponent("a/b/c/x.txt"))
        try Data("m".utf8).write(to: inside.appendingPathComponent("marker"))
        try files.createSymbolicLink(at: inside.appendingPathComponent("a/to-folder"), withDestinationURL: outside)
        try files.createSymbolicLink(
            at: inside.appendingPathComponent("to-file"),
            withDestinationURL: outside.appendingPathComponent("sub/keep.txt"))
        let folder = try #require(OpenFolder(path: inside.path))

        #expect(folder.removeContents(except: "marker"))

        #expect(try files.contentsOfDirectory(atPath: inside.path) == ["marker"])
        #expect(try String(contentsOf: outside.appendingPathComponent("sub/keep.txt"), encoding: .utf8) == "keep")
    }

    @Test func nestingDeeperThanTheLimitStaysAndTheRemovalSaysSo() throws {
        let root = try temporaryFolder()
        defer { try? files.removeItem(at: root) }
        let deep = (0...OpenFolder.maximumDepth).reduce(root.appendingPathComponent("top")) { url, level in
            url.appendingPathComponent("\(level)")
        }
        try files.createDirectory(at: deep, withIntermediateDirectories: true)
        let folder = try #require(OpenFolder(path: root.appendingPathComponent("top").path))

        #expect(!folder.removeContents())
        #expect(files.fileExists(atPath: deep.path))
    }

    @Test func aFolderKeepsItsIdentityWhenRenamed() throws {
        let root = try temporaryFolder()
        defer { try? files.removeItem(at: root) }
        try files.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        let before = try #require(OpenFolder(path: root.appendingPathComponent("a").path)).identity
        try files.moveItem(at: root.appendingPathComponent("a"), to: root.appendingPathComponent("b"))

        #expect(FileIdentity.of(root.appendingPathComponent("b").path) == before)
    }
}
