import Domain
import TestSupport
import Testing

@Suite struct CatalogSummaryMerchantsTests {
    let info = SnapshotInfo(schemaVersion: 4, version: nil, merchantRowCount: 5)

    @Test func theWholeDirectoryIsCountedWithItsBestDiscountsFirst() {
        #expect(
            CatalogSummary(of: Fixtures.merchants, territory: nil, snapshot: info)
                == CatalogSummary(
                    snapshot: info, merchantCount: 3, locationCount: 5,
                    territories: Territory.all(of: Fixtures.merchants),
                    merchantCountByType: [.physical: 1, .online: 1, .both: 1],
                    merchantCountByProvider: [.ctx: 1, .piggyCards: 2], dashMerchantCount: 1,
                    bestDiscounts: [
                        MerchantListing(Fixtures.bookshop, near: nil), MerchantListing(Fixtures.grocer, near: nil),
                    ]
                ))
    }

    @Test func aTerritoryCountsItsMerchantsAndKeepsEveryTerritory() {
        #expect(
            CatalogSummary(of: Fixtures.merchants, territory: "Beirut", snapshot: info)
                == CatalogSummary(
                    snapshot: info, merchantCount: 1, locationCount: 2,
                    territories: Territory.all(of: Fixtures.merchants), merchantCountByType: [.both: 1],
                    merchantCountByProvider: [.piggyCards: 1], dashMerchantCount: 0,
                    bestDiscounts: [MerchantListing(Fixtures.grocer, near: nil)]))
    }
}
