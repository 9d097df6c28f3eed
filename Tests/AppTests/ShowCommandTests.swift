import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct ShowCommandTests {
    @Test func showPrintsTheDetailAsJSON() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.run([
            "show", Fixtures.cafe.id.rawValue, "--near", "\(Fixtures.valencia.latitude),\(Fixtures.valencia.longitude)",
            "--format", "json",
        ])

        let detail = try await GetMerchantDetail(directory: InMemoryDirectory(merchants: Fixtures.merchants))(
            Fixtures.cafe.id, near: Fixtures.valencia)
        #expect(printed.value == (try JSONOutput.string(MerchantDetailJSON(detail))))
    }

    @Test func showingAnUnknownMerchantIsADirectoryError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())

        await #expect(throws: DirectoryError.merchantNotFound(MerchantID("nope"))) {
            try await root.run(["show", "nope"])
        }
    }
}
