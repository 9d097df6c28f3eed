import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

@Suite struct StoredValueTests {
    @Test(
        arguments: [
            (DatabaseValue.null, nil), (600.databaseValue, 600), ((-150).databaseValue, -150),
            (2_147_483_647.databaseValue, 2_147_483_647), ((-2_147_483_648).databaseValue, -2_147_483_648),
            (2_147_483_648.databaseValue, nil), (Int64.max.databaseValue, nil), ((-2_147_483_649).databaseValue, nil),
            (3e9.databaseValue, nil), ("3000000000".databaseValue, nil), (" 700 ".databaseValue, 700),
        ] as [(DatabaseValue, Int?)])
    func aDiscountThatDoesNotFitIn32BitsIsRefused(value: DatabaseValue, expected: Int?) {
        #expect(StoredValue.basisPoints(value) == expected)
    }

    /// A file whose discounts are 2^31 and more: every read gives no discount for them, and sorting by discount,
    /// which SQL does, agrees with the listings, which Swift assembles. The summary reads them from its tables made
    /// again over the changed rows (as a file we write would carry them), or computes it from the rows.
    @Test(arguments: [true, false])
    func hugeDiscountsInAFileReadAsNoDiscountEverywhere(summaryTables: Bool) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("huge.db")
        try SampleDirectoryGenerator(merchantCount: 40, seed: 3, indexing: DerivedTables()).write(to: path)
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(
                sql: """
                    UPDATE merchant SET savingsPercentage = 2147483648;
                    UPDATE gift_card_providers SET savingsPercentage = 9223372036854775807
                      WHERE rowid % 2 = 0;
                    UPDATE gift_card_providers SET savingsPercentage = 4294967296 WHERE rowid % 2 = 1;
                    ALTER TABLE explore_merchant_heads DROP COLUMN isDash;
                    ALTER TABLE explore_merchant_heads DROP COLUMN ownDiscount;
                    ALTER TABLE explore_merchant_heads DROP COLUMN offers;
                    DROP TABLE explore_provider_offers;
                    DROP TABLE explore_territory_merchants;
                    """)
            if summaryTables { try SummaryTables.create(db) }
        }
        try queue.close()
        let directory = try IndexedDirectory.ours(path)
        let page = try await directory.search(
            MerchantQuery(sort: .discount, page: PageRequest(limit: PageRequest.maximumLimit)))
        #expect(!page.items.isEmpty)
        #expect(page.items.allSatisfy { ($0.bestDiscount?.basisPoints ?? 0) == 0 })
        let summary = try await directory.catalogSummary(territory: nil)
        #expect(summary.bestDiscounts.isEmpty)
        for item in page.items.prefix(10) {
            let merchant = try await directory.merchant(id: item.id)
            #expect(merchant.discount == nil)
            #expect(merchant.offers.allSatisfy { $0.discount == .zero })
        }
    }
}
