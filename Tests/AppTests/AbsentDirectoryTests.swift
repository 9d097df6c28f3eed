import Domain
import Testing

@testable import ExploreApp

@Suite struct AbsentDirectoryTests {
    @Test func everyReadSaysTheFileIsUnavailable() async {
        let directory = AbsentDirectory(path: "/new.db")
        await #expect(throws: DirectoryError.unavailable("/new.db")) { try await directory.snapshotInfo() }
        await #expect(throws: DirectoryError.unavailable("/new.db")) { try await directory.search(MerchantQuery()) }
        await #expect(throws: DirectoryError.unavailable("/new.db")) { try await directory.territories() }
    }
}
