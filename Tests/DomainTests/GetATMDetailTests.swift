import Domain
import TestSupport
import Testing

@Suite("GetATMDetail")
struct GetATMDetailTests {
    @Test("an ATM comes with its distance from the position")
    func withDistance() async throws {
        let detail = try await GetATMDetail(directory: InMemoryATMDirectory(atms: Fixtures.atms))(
            12, near: Fixtures.caracas)
        #expect(detail.atm == Fixtures.valenciaATM)
        #expect(detail.distance == Fixtures.caracas.distance(to: Fixtures.valencia))
    }

    @Test("an unknown id is an ATM not found, naming the id")
    func unknownID() async {
        await #expect(throws: DirectoryError.atmNotFound(99)) {
            try await GetATMDetail(directory: InMemoryATMDirectory(atms: Fixtures.atms))(99, near: nil)
        }
    }

    @Test("the directory's failure comes through")
    func failurePassesThrough() async {
        let directory = InMemoryATMDirectory(atms: Fixtures.atms)
        await directory.setFailure(.readFailed("disk"))
        await #expect(throws: DirectoryError.readFailed("disk")) {
            try await GetATMDetail(directory: directory)(11, near: nil)
        }
    }
}
