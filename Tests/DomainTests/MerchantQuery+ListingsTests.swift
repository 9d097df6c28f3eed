import Domain
import TestSupport
import Testing

@Suite struct MerchantQueryListingsTests {
    let merchants = Fixtures.merchants

    private func ids(_ query: MerchantQuery) throws -> [MerchantID] {
        try query.listings(among: merchants).map(\.id)
    }

    @Test func everyMerchantIsListedByFoldedNameWithItsFirstLocation() throws {
        #expect(
            try MerchantQuery().listings(among: merchants)
                == [Fixtures.bookshop, Fixtures.cafe, Fixtures.grocer].map { MerchantListing($0, near: nil) })
    }

    @Test func theTextMatchesWordStartsIgnoringAccents() throws {
        #expect(try ids(MerchantQuery(text: "avi")) == [Fixtures.cafe.id])
        #expect(try ids(MerchantQuery(text: "rocer")) == [])
    }

    @Test func aTerritoryFilterShowsTheLocationThereAndCountsThemAll() throws {
        let query = MerchantQuery(filters: MerchantFilters(territory: "Carabobo"), position: Fixtures.caracas)
        var expected = MerchantListing(Fixtures.cafe, near: Fixtures.valencia)
        expected.distance = Fixtures.caracas.distance(to: Fixtures.valencia)
        #expect(try query.listings(among: merchants) == [expected])
        #expect(expected.locationCount == 2)
    }

    @Test func nearbyListsMerchantsWithTheirNearestLocationWithinTheRadius() throws {
        let query = MerchantQuery(tab: .nearby, sort: .distance, position: Fixtures.caracas)
        #expect(try query.listings(among: merchants) == [MerchantListing(Fixtures.cafe, near: Fixtures.caracas)])
        #expect(throws: DirectoryError.invalidQuery(.needsPosition)) {
            try MerchantQuery(tab: .nearby).listings(among: merchants)
        }
        #expect(throws: DirectoryError.self) {
            try MerchantQuery(tab: .nearby, position: Fixtures.caracas, radius: Distance(meters: 0)).listings(among: [])
        }
    }

    @Test func theOnlineTabWantsMerchantsThatSellOnline() throws {
        #expect(try ids(MerchantQuery(tab: .online)) == [Fixtures.bookshop.id, Fixtures.grocer.id])
    }

    @Test func sortsByDiscountThenDistanceThenName() throws {
        #expect(
            try ids(MerchantQuery(sort: .discount)) == [Fixtures.bookshop.id, Fixtures.grocer.id, Fixtures.cafe.id])
        #expect(
            try ids(MerchantQuery(sort: .distance, position: Fixtures.beirut))
                == [Fixtures.grocer.id, Fixtures.cafe.id, Fixtures.bookshop.id])
    }

    @Test func filtersAdmitByPaymentDenominationsAndType() {
        let dash = MerchantFilters(paymentOptions: [.dash])
        #expect(merchants.filter(dash.admit).map(\.id) == [Fixtures.cafe.id])
        let fixed = MerchantFilters(denominations: [.fixed])
        #expect(merchants.filter(fixed.admit).map(\.id) == [Fixtures.bookshop.id, Fixtures.grocer.id])
        let piggy = MerchantFilters(paymentOptions: [.piggyCards], types: [.online])
        #expect(merchants.filter(piggy.admit).map(\.id) == [Fixtures.bookshop.id])
        #expect(merchants.filter(MerchantFilters.none.admit) == merchants)
    }
}
