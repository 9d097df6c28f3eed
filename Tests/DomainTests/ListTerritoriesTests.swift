import Domain
import TestSupport
import Testing

@Suite("ListTerritories")
struct ListTerritoriesTests {
    func merchant(_ id: String, in territories: [String]) -> Merchant {
        Merchant(
            id: MerchantID(id), name: id, type: .physical, paymentMethod: .dash,
            locations: territories.enumerated().map { index, territory in
                Fixtures.location(Int64(index), Fixtures.caracas, territory: territory)
            })
    }

    @Test("territories read in order ignoring case and accents; blank names are dropped")
    func orderIgnoresCaseAndAccents() async throws {
        let directory = InMemoryDirectory(merchants: [
            merchant("1", in: ["Zulia", "Ávila", "  "]),
            merchant("2", in: ["aragua", "Bolívar", ""]),
            merchant("3", in: ["Anzoátegui", "Distrito Capital", "\t"]),
            merchant("4", in: ["Zulia", "avila", "Meta", "Mérida"]),
        ])
        let names = try await ListTerritories(directory: directory)().map(\.name)
        // "Mérida" before "Meta": an accent must not push a name past the letters after it.
        #expect(
            names == [
                "Anzoátegui", "aragua", "avila", "Ávila", "Bolívar", "Distrito Capital", "Mérida", "Meta", "Zulia",
            ])
    }

    @Test("merchant counts are kept")
    func countsKept() async throws {
        let directory = InMemoryDirectory(merchants: [
            merchant("1", in: ["Zulia"]), merchant("2", in: ["Zulia", "Lara"]),
        ])
        let territories = try await ListTerritories(directory: directory)()
        #expect(territories == [Territory(name: "Lara", merchantCount: 1), Territory(name: "Zulia", merchantCount: 2)])
    }

    @Test("a directory failure reaches the caller")
    func failurePropagates() async {
        let directory = InMemoryDirectory(merchants: [])
        await directory.setFailure(.unavailable("explore.db"))
        await #expect(throws: DirectoryError.unavailable("explore.db")) {
            try await ListTerritories(directory: directory)()
        }
    }
}
