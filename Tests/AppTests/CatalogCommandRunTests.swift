import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct CatalogCommandRunTests {
    @Test func catalogWritesTheSiteAndSaysHowManyFilesItWrote() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let out = folder.url.appendingPathComponent("site")

        try await CompositionRoot.fake(in: folder, printed: printed).run(
            ["catalog", "--out", out.path, "--format", "html"])

        var isFolder: ObjCBool = false
        let written = try #require(FileManager.default.enumerator(atPath: out.path)).compactMap { $0 as? String }
            .filter { path in
                FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path, isDirectory: &isFolder)
                    && !isFolder.boolValue && !path.hasSuffix(".explore-catalog")
            }
        #expect(written.contains("index.html"))
        #expect(printed.value == "Wrote \(written.count) files to \(out.path).\n")
    }

    @Test func catalogOfAnUnknownTerritoryIsAnInvalidQuery() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())

        await #expect(throws: DirectoryError.territoryNotFound("Atlantis")) {
            try await root.run(["catalog", "--out", folder.url.path, "--territory", "Atlantis"])
        }
    }
}
