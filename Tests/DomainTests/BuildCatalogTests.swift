import Domain
import TestSupport
import Testing

@Suite("BuildCatalog")
struct BuildCatalogTests {
    @Test("a territory typed without capitals or accents is the directory's")
    func foldedTerritory() async throws {
        let catalog = try await BuildCatalog(directory: InMemoryDirectory(merchants: Fixtures.merchants))(
            territory: "distrito CAPITAL")
        #expect(catalog.territory == "Distrito Capital")
    }

    @Test("an unknown territory is refused, named")
    func unknownTerritory() async {
        await #expect(throws: DirectoryError.territoryNotFound("Atlantis", suggestions: [])) {
            try await BuildCatalog(directory: InMemoryDirectory(merchants: Fixtures.merchants))(territory: "Atlantis")
        }
    }

    @Test("a territory's catalog holds its summary and only its merchants")
    func territoryCatalog() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let catalog = try await BuildCatalog(directory: directory)(territory: "Carabobo")
        #expect(catalog.territory == "Carabobo")
        #expect(catalog.summary == (try await directory.catalogSummary(territory: "Carabobo")))
        var ids: [MerchantID] = []
        for try await merchant in catalog.merchants { ids.append(merchant.id) }
        #expect(ids == [Fixtures.cafe.id])
    }

    @Test("the whole directory streams every merchant once, in catalog order, past the batch size")
    func wholeDirectoryStreamsEveryMerchant() async throws {
        let count = BuildCatalog.batchSize * 2 + 37
        let merchants = (0..<count).map { index in
            Merchant(
                id: MerchantID("id-\(count - index)"), name: "Merchant \(index % 97)", type: .online,
                paymentMethod: .dash)
        }
        let directory = InMemoryDirectory(merchants: merchants)
        let catalog = try await BuildCatalog(directory: directory)()
        #expect(catalog.territory == nil)
        #expect(catalog.summary.merchantCount == count)
        var ids: [MerchantID] = []
        for try await merchant in catalog.merchants { ids.append(merchant.id) }
        let expected = try await directory.catalogMerchants(territory: nil).map(\.id)
        #expect(ids == expected)
        #expect(Set(ids).count == count)
    }

    @Test("building a catalog fetches no merchant: the stream reads the directory only when iterated")
    func merchantsAreFetchedLazily() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let catalog = try await BuildCatalog(directory: directory)()
        await directory.setMerchants([Fixtures.cafe])
        var ids: [MerchantID] = []
        for try await merchant in catalog.merchants { ids.append(merchant.id) }
        #expect(ids == [Fixtures.cafe.id])
    }
}

@Suite("BuildCatalog with ATMs")
struct BuildCatalogATMTests {
    @Test("without an ATM directory the catalog has no ATMs")
    func noATMDirectory() async throws {
        #expect(try await BuildCatalog(directory: InMemoryDirectory(merchants: Fixtures.merchants))().atms.isEmpty)
    }

    @Test("with one, every ATM of the territory comes, by name, across pages of the directory's maximum")
    func everyATMAcrossPages() async throws {
        let count = PageRequest.maximumLimit + 5
        let atms = (0..<count).map { (index: Int) -> ATM in
            let id = Int64(index + 1)
            let territory = index % 2 == 0 ? "Carabobo" : "Other"
            return ATM(id: id, name: "ATM \(count - index)", location: Location(id: id, territory: territory))
        }
        let merchants = InMemoryDirectory(merchants: Fixtures.merchants)
        let whole = try await BuildCatalog(directory: merchants, atms: InMemoryATMDirectory(atms: atms))()
        #expect(whole.atms.count == count)
        #expect(try whole.atms == InMemoryATMDirectory.answer(ATMQuery(), over: atms).map(\.atm))
        let carabobo = try await BuildCatalog(directory: merchants, atms: InMemoryATMDirectory(atms: atms))(
            territory: "Carabobo")
        #expect(carabobo.atms.count == (count + 1) / 2)
        #expect(carabobo.atms.allSatisfy { $0.location.territory == "Carabobo" })
    }
}
