import Foundation
import Testing

@testable import CatalogPublisher
@testable import ExploreApp

@Suite("CatalogFolderMarker")
struct CatalogFolderMarkerTests {
    let files = FileManager.default

    func temporaryFolder() throws -> URL {
        let url = files.temporaryDirectory.appendingPathComponent("marker-\(UUID().uuidString)")
        try files.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aMarkerProvesOnlyTheFolderItWasWrittenIn() throws {
        let root = try temporaryFolder()
        defer { try? files.removeItem(at: root) }
        for name in ["site", "copy"] {
            try files.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let site = try #require(OpenFolder(path: root.appendingPathComponent("site").path))
        let copy = try #require(OpenFolder(path: root.appendingPathComponent("copy").path))
        let marker = try CatalogFolderMarker(in: site)
        marker.release()
        try files.copyItem(
            at: root.appendingPathComponent("site/.explore-catalog"),
            to: root.appendingPathComponent("copy/.explore-catalog"))

        #expect(CatalogFolderMarker.proves(site))
        #expect(!CatalogFolderMarker.proves(copy))
        #expect(CatalogFolderMarker.abandoned(copy) == nil)
    }

    @Test func aLockedMarkerIsALiveRunAndAReleasedOneIsAbandoned() throws {
        let root = try temporaryFolder()
        defer { try? files.removeItem(at: root) }
        let folder = try #require(OpenFolder(path: root.path))
        let marker = try CatalogFolderMarker(in: folder)

        #expect(CatalogFolderMarker.abandoned(folder) == nil)
        marker.release()
        let lock = try #require(CatalogFolderMarker.abandoned(folder))
        close(lock)
    }

    @Test func writingAMarkerNeverWritesThroughAHardLinkOrAFIFO() throws {
        let root = try temporaryFolder()
        defer { try? files.removeItem(at: root) }
        let precious = root.appendingPathComponent("precious.txt")
        try Data("precious".utf8).write(to: precious)
        try files.createDirectory(at: root.appendingPathComponent("site"), withIntermediateDirectories: true)
        try files.linkItem(at: precious, to: root.appendingPathComponent("site/.explore-catalog"))
        let site = try #require(OpenFolder(path: root.appendingPathComponent("site").path))

        _ = try CatalogFolderMarker(in: site)

        #expect(try String(contentsOf: precious, encoding: .utf8) == "precious")
        try files.removeItem(at: root.appendingPathComponent("site/.explore-catalog"))
        #expect(mkfifo(root.appendingPathComponent("site/.explore-catalog").path, 0o644) == 0)
        #expect(!CatalogFolderMarker.proves(site), "a FIFO named like the marker must neither hang nor pass")
    }
}
