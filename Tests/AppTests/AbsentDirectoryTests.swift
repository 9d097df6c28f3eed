import Domain
import Testing

@testable import ExploreApp

@Suite struct AbsentDirectoryTests {
    @Test func everyReadSaysThereIsNoFile() async {
        let directory = AbsentDirectory(path: "/new.db")
        await #expect(throws: DirectoryError.missing("/new.db")) { try await directory.snapshotInfo() }
        await #expect(throws: DirectoryError.missing("/new.db")) { try await directory.search(MerchantQuery()) }
        await #expect(throws: DirectoryError.missing("/new.db")) { try await directory.territories() }
    }
}
