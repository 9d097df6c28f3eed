import Domain
import TestSupport
import Testing

@Suite("ListNearbyMerchants")
struct ListNearbyMerchantsTests {
    /// A chain with eleven shops around Caracas: two within 20 miles (4 and 8), nine farther out (23 to 31).
    static let chain = Merchant(
        id: MerchantID("m-chain"), name: "Farmacia Chain", type: .physical, paymentMethod: .dash,
        locations: (1...11).map(chainShop))

    static func chainShop(_ index: Int) -> Location {
        let miles: Double = index <= 2 ? Double(index) * 4 : 20 + Double(index)
        return Fixtures.location(Int64(100 + index), Fixtures.caracas.moved(by: .miles(miles), bearing: 30))
    }

    /// A shop 26 miles from Caracas, the distance the real apps showed under a 20-mile filter.
    static let outOfRange = Merchant(
        id: MerchantID("m-far"), name: "Aaron's Far Shop", type: .physical, paymentMethod: .dash,
        locations: [Fixtures.location(200, Fixtures.caracas.moved(by: .miles(26), bearing: 270))])

    let directory = InMemoryDirectory(merchants: Fixtures.merchants + [chain, outOfRange])

    @Test("asks the directory for the Nearby tab, sorted by distance, with everything the caller gave")
    func buildsTheNearbyQuery() async throws {
        let filters = MerchantFilters(paymentOptions: [.dash])
        let page = PageRequest(offset: 0, limit: 7)
        _ = try await ListNearbyMerchants(directory: directory)(
            around: Fixtures.caracas, within: .kilometers(40), text: " farm ", filters: filters, page: page)
        #expect(
            await directory.receivedQueries == [
                MerchantQuery(
                    text: "farm", tab: .nearby, filters: filters, sort: .distance, position: Fixtures.caracas,
                    radius: .kilometers(40), page: page)
            ])
    }

    @Test("lists a merchant once, at its nearest shop, with all its locations counted")
    func oneRowPerMerchantWithTheTrueCount() async throws {
        let page = try await ListNearbyMerchants(directory: directory)(around: Fixtures.caracas, within: .miles(20))
        #expect(page.items.map(\.id) == [Fixtures.cafe.id, Self.chain.id])
        #expect(page.total == 2)
        let chainRow = try #require(page.items.last)
        #expect(chainRow.location?.id == 101)
        #expect(chainRow.locationCount == 11)
        #expect(abs((chainRow.distance?.meters ?? 0) - Distance.miles(4).meters) < 0.01)
    }

    @Test("a shop 26 miles away is not listed under a 20-mile radius, but is under 30 miles")
    func twentySixMilesIsOutOfTwenty() async throws {
        let list = ListNearbyMerchants(directory: directory)
        let within20 = try await list(around: Fixtures.caracas, within: .miles(20))
        let within30 = try await list(around: Fixtures.caracas, within: .miles(30))
        #expect(!within20.items.contains { $0.id == Self.outOfRange.id })
        #expect(within30.items.map(\.id) == [Fixtures.cafe.id, Self.chain.id, Self.outOfRange.id])
    }

    @Test("online-only merchants are never nearby")
    func onlineMerchantsExcluded() async throws {
        let page = try await ListNearbyMerchants(directory: directory)(
            around: Fixtures.caracas, within: ListNearbyMerchants.maximumRadius)
        #expect(!page.items.contains { $0.id == Fixtures.bookshop.id })
    }

    @Test("a radius beyond 500 km is an invalid query")
    func radiusAboveTheMaximumRefused() async {
        await #expect {
            try await ListNearbyMerchants(directory: directory)(around: Fixtures.caracas, within: .kilometers(501))
        } throws: { error in
            guard case DirectoryError.invalidQuery = error else { return false }
            return true
        }
        #expect(await directory.receivedQueries.isEmpty)
    }

    @Test("the sort given orders the merchants within the radius")
    func sortGiven() async throws {
        let page = try await ListNearbyMerchants(directory: directory)(
            around: Fixtures.caracas, within: .kilometers(60), sort: .name)
        #expect(page.items.map(\.name) == ["Aaron's Far Shop", "Café Ávila", "Farmacia Chain"])
        #expect(await directory.receivedQueries.last?.sort == .name)
    }

    /// Zulia, a territory 600 km across in this test: a shop at its position, one 600 km away (beyond any radius),
    /// and the café, in Distrito Capital and Carabobo only.
    static let zulia = ChosenLocation(
        name: "Zulia", coordinate: Fixtures.caracas, radius: .miles(20), territory: "Zulia")

    static let zuliaNear = Merchant(
        id: MerchantID("m-zulia-near"), name: "Zulia Near", type: .physical, paymentMethod: .dash,
        locations: [Fixtures.location(300, Fixtures.caracas.moved(by: .kilometers(1), bearing: 90), territory: "Zulia")]
    )

    static let zuliaFar = Merchant(
        id: MerchantID("m-zulia-far"), name: "Another Zulia Shop", type: .physical, paymentMethod: .dash,
        locations: [
            Fixtures.location(301, Fixtures.caracas.moved(by: .kilometers(600), bearing: 270), territory: "Zulia"),
            Fixtures.location(302, Fixtures.caracas, territory: "Falcón"),
        ])

    @Test("a territory lists every merchant with a location in it, however far, nearest to its position first")
    func aTerritoryListsAllOfIt() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants + [Self.zuliaNear, Self.zuliaFar])
        let page = try await ListNearbyMerchants(directory: directory)(at: Self.zulia)
        #expect(page.items.map(\.id) == [Self.zuliaNear.id, Self.zuliaFar.id])
        #expect(page.total == 2)
        // The far merchant's row is its location in Zulia, not its nearer one in Falcón.
        #expect(page.items.last?.location?.id == 301)
        #expect(
            await directory.receivedQueries == [
                MerchantQuery(
                    tab: .all, filters: MerchantFilters(territory: "Zulia"), sort: .distance,
                    position: Fixtures.caracas)
            ])
        let byName = try await ListNearbyMerchants(directory: directory)(at: Self.zulia, sort: .name)
        #expect(byName.items.map(\.id) == [Self.zuliaFar.id, Self.zuliaNear.id])
    }

    @Test("a city is a circle: at a location without a territory, Nearby is the radius around it")
    func aCityIsACircle() async throws {
        var caracas = Self.zulia
        caracas.name = "Caracas"
        caracas.territory = nil
        let page = try await ListNearbyMerchants(directory: directory)(at: caracas, text: "farm")
        #expect(page.items.map(\.id) == [Self.chain.id])
        #expect(
            await directory.receivedQueries == [
                MerchantQuery(
                    text: "farm", tab: .nearby, sort: .distance, position: Fixtures.caracas, radius: .miles(20))
            ])
    }

    @Test("a territory filter naming another territory lists nothing in a territory, without asking")
    func anotherTerritoryFilterListsNothing() async throws {
        let directory = InMemoryDirectory(merchants: [Self.zuliaNear, Self.zuliaFar])
        let list = ListNearbyMerchants(directory: directory)
        let page = PageRequest(offset: 0, limit: 7)
        #expect(
            try await list(at: Self.zulia, filters: MerchantFilters(territory: "Falcón"), page: page) == .empty(page))
        #expect(await directory.receivedQueries.isEmpty)
        let same = try await list(at: Self.zulia, filters: MerchantFilters(territory: "zulia"))
        #expect(same.items.map(\.id) == [Self.zuliaNear.id, Self.zuliaFar.id])
    }
}
