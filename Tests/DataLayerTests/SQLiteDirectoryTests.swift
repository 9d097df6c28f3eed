import DataLayer
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct SQLiteDirectoryTests {
    let folder: TemporaryDirectory
    let directory: SQLiteDirectory

    init() throws {
        folder = try TemporaryDirectory()
        try HandMadeDirectory.write(
            folder.path("hand.db"), rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers,
            metadataVersion: "1767225600000")
        directory = try SQLiteDirectory(path: folder.path("hand.db"))
    }

    private func ids(_ query: MerchantQuery) async throws -> [String] {
        try await directory.search(query).items.map(\.id.rawValue)
    }

    // MARK: Opening

    @Test func aMissingFileIsUnavailable() {
        let path = folder.path("nothing.db")
        #expect(throws: DirectoryError.unavailable(path)) { try SQLiteDirectory(path: path) }
    }

    @Test func aFileThatIsNotSQLiteIsCorrupt() throws {
        let path = folder.path("text.db")
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: DirectoryError.corrupt(path)) { try SQLiteDirectory(path: path) }
    }

    @Test func anEmptyFileOrAForeignDatabaseIsNotADirectory() throws {
        let empty = folder.path("empty.db")
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(throws: DirectoryError.notADirectory(empty)) { try SQLiteDirectory(path: empty) }
        let foreign = folder.path("foreign.db")
        try DatabaseQueue(path: foreign).write { db in try db.execute(sql: "CREATE TABLE invoices (id INTEGER)") }
        #expect(throws: DirectoryError.notADirectory(foreign)) { try SQLiteDirectory(path: foreign) }
    }

    @Test func olderAndNewerSchemaVersionsAreUnsupported() throws {
        #expect(throws: DirectoryError.unsupportedSchema(1)) { try SQLiteDirectory(path: SharedFixtures.legacyV1) }
        let newer = folder.path("v5.db")
        try HandMadeDirectory.write(newer, rows: [])
        try DatabaseQueue(path: newer).write { db in try db.execute(sql: "PRAGMA user_version = 5") }
        #expect(throws: DirectoryError.unsupportedSchema(5)) { try SQLiteDirectory(path: newer) }
    }

    @Test func snapshotInfoReadsTheVersionAndCountsEveryRow() async throws {
        let info = try await directory.snapshotInfo()
        #expect(
            info
                == SnapshotInfo(
                    schemaVersion: 4, version: SnapshotVersion(timestamp: 1_767_225_600_000), merchantRowCount: 8))
        let bare = folder.path("bare.db")
        try HandMadeDirectory.write(bare, rows: HandMadeDirectory.rows)
        #expect(try await SQLiteDirectory(path: bare).snapshotInfo().version == nil)
    }

    // MARK: Mapping and clean-up

    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled, "\"c\" sells only through PiggyCards"))
    func textIsTrimmedAndUnknownValuesReadSafely() async throws {
        let books = try await directory.merchant(id: MerchantID("b"), near: nil)
        #expect(books.name == "books online")
        #expect(books.type == .online)
        #expect(books.locations.map(\.coordinate) == [nil])
        #expect(books.offers.map(\.provider) == [.ctx, .piggyCards])
        let cafe = try await directory.merchant(id: MerchantID("a"), near: nil)
        #expect(cafe.paymentMethod == .dash)
        #expect(cafe.territories == ["Carabobo", "Distrito Capital"])
        let pub = try await directory.merchant(id: MerchantID("f"), near: nil)
        #expect(pub.type == .physical)
        #expect(pub.paymentMethod == .giftCard)
        let chain = try await directory.merchant(id: MerchantID("c"), near: nil)
        #expect(chain.locations.map(\.id) == [4])
        #expect(chain.offers.count == 2, "the unknown provider's row is skipped")
    }

    @Test func hiddenMerchantsAreNotFound() async throws {
        for id in ["d", "e", "zzz"] {
            await #expect(throws: DirectoryError.merchantNotFound(MerchantID(id))) {
                try await directory.merchant(id: MerchantID(id), near: nil)
            }
        }
    }

    @Test func locationsComeNearestFirstWhenAPositionIsGiven() async throws {
        let valencia = Coordinate(latitude: 10.16, longitude: -68.0)!
        #expect(try await directory.merchant(id: MerchantID("a"), near: valencia).locations.map(\.id) == [2, 1])
        #expect(try await directory.merchant(id: MerchantID("a"), near: nil).locations.map(\.id) == [1, 2])
    }

    // MARK: Search

    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled, "\"c\" sells only through PiggyCards"))
    func listingsCarryTheBestVisibleDiscountAndProviders() async throws {
        let page = try await directory.search(MerchantQuery(sort: .discount))
        #expect(page.items.map(\.id.rawValue) == ["b", "f", "c", "a"])
        #expect(page.total == 4)
        #expect(page.items[0].bestDiscount == Discount(basisPoints: 600))
        #expect(page.items[0].providers == [.ctx, .piggyCards])
        #expect(page.items[2].bestDiscount == nil)
        #expect(page.items[2].providers == [])
        #expect(page.items[3].locationCount == 2)
    }

    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled, "\"c\" sells only through PiggyCards"))
    func namesSortIgnoringCaseThenById() async throws {
        #expect(try await ids(MerchantQuery()) == ["c", "b", "a", "f"])
    }

    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled, "\"c\" sells only through PiggyCards"))
    func filtersOnPaymentDenominationsTerritoryAndType() async throws {
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.dash]))) == ["a"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.piggyCards]))) == ["b"])
        #expect(
            try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.ctx, .dash]))) == ["b", "a", "f"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(denominations: [.minMax]))) == ["b"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(denominations: [.fixed]))) == ["c", "b", "f"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(territory: "Carabobo"))) == ["a"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(territory: "Distrito Capital"))) == ["a"])
        #expect(try await ids(MerchantQuery(tab: .online)) == ["c", "b"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(types: [.physical]))) == ["a", "f"])
    }

    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled, "\"c\" sells only through PiggyCards"))
    func searchMatchesWordPrefixesLiterally() async throws {
        #expect(try await ids(MerchantQuery(text: "caf ÁV")) == ["a"])
        #expect(try await ids(MerchantQuery(text: "ávila")) == ["a"])
        #expect(try await ids(MerchantQuery(text: "CAFÉ")) == ["a"])
        #expect(try await ids(MerchantQuery(text: "BOO")) == ["c", "b"])
        #expect(try await ids(MerchantQuery(text: "AND")) == ["c"])
        #expect(try await ids(MerchantQuery(text: "near AND")) == ["c"])
        #expect(try await ids(MerchantQuery(text: "o'brien's \"pub\"")) == ["f"])
        #expect(try await ids(MerchantQuery(text: "hidden")) == [])
        #expect(try await ids(MerchantQuery(text: "\"")) == ["c", "b", "a", "f"])
    }

    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled, "\"c\" sells only through PiggyCards"))
    func pagesCarryTheTotal() async throws {
        let page = try await directory.search(MerchantQuery(page: PageRequest(offset: 1, limit: 2)))
        #expect(page.items.map(\.id.rawValue) == ["b", "a"])
        #expect(page.total == 4)
        #expect(page.hasMore)
    }

    @Test func nearbyListsEachMerchantOnceAtItsNearestLocation() async throws {
        let query = MerchantQuery(tab: .nearby, sort: .distance, position: Fixtures.valencia, radius: .kilometers(200))
        let page = try await directory.search(query)
        #expect(page.items.map(\.id.rawValue) == ["a"])
        #expect(page.items[0].location?.id == 2)
        #expect(page.items[0].territory == "Carabobo")
        #expect(page.items[0].locationCount == 2)
        await #expect(throws: DirectoryError.self) { try await directory.search(MerchantQuery(tab: .nearby)) }
    }

    @Test func withoutAnFTSTableTheLikeFallbackGivesTheSameAnswers() async throws {
        let path = folder.path("nofts.db")
        try HandMadeDirectory.write(
            path, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, fullTextSearch: false)
        let fallback = try SQLiteDirectory(path: path)
        #expect(!fallback.hasFullTextSearch)
        #expect(directory.hasFullTextSearch)
        for text in ["caf áv", "BOO", "AND", "near AND", "o'brien's \"pub\"", "hidden", "\"", "ook", "%", "_"] {
            let query = MerchantQuery(text: text)
            #expect(try await fallback.search(query) == directory.search(query), "\(text)")
        }
    }

    /// Files we write carry the merchants' heads (`explore_merchant_heads`); reading them must give exactly what
    /// finding the heads row by row gives, on rows built to trip it (inactive and URL heads, odd types, spaces).
    @Test(arguments: [true, false])
    func withTheHeadsTableEveryQueryGivesTheSameAnswers(fullTextSearch: Bool) async throws {
        let path = folder.path("heads-\(fullTextSearch).db")
        try HandMadeDirectory.write(
            path, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, fullTextSearch: fullTextSearch,
            heads: true)
        let stored = try SQLiteDirectory(path: path)
        var compared = 0
        for text in ["", "caf áv", "BOO", "o'brien's", "hidden", "zz", "b"] {
            for tab in DirectoryTab.allCases {
                for sort in MerchantSort.allCases {
                    for position in [nil, Fixtures.caracas] where tab != .nearby || position != nil {
                        for filters in Self.filterChoices {
                            var query = MerchantQuery(text: text, tab: tab, sort: sort, position: position)
                            query.radius = .kilometers(500)
                            query.filters = filters
                            query.page = PageRequest(offset: text.isEmpty ? 1 : 0, limit: 3)
                            #expect(try await stored.search(query) == directory.search(query), "\(query)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 7 * 3 * 5 * Self.filterChoices.count)
        let territories = try await directory.territories()
        #expect(try await stored.territories() == territories)
        #expect(!territories.isEmpty)
        for territory in [nil] + territories.map(\.name) {
            var summary = try await stored.catalogSummary(territory: territory)
            let expected = try await directory.catalogSummary(territory: territory)
            summary.snapshot = expected.snapshot  // the suite's file also records a publisher's version
            #expect(summary == expected, "\(territory ?? "all")")
            let all = try await directory.catalogMerchants(territory: territory, after: nil, limit: 1000)
            #expect(try await stored.catalogMerchants(territory: territory, after: nil, limit: 1000) == all)
            #expect(!all.isEmpty)
        }
    }

    static let filterChoices: [MerchantFilters] = [
        MerchantFilters(), MerchantFilters(paymentOptions: [.dash]), MerchantFilters(paymentOptions: [.ctx]),
        MerchantFilters(denominations: [.minMax]), MerchantFilters(types: [.online, .both]),
        MerchantFilters(territory: "Distrito Capital"),
    ]

    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled, "\"c\" sells only through PiggyCards"))
    func territoriesCountMerchantsWithAVisibleLocation() async throws {
        #expect(
            try await directory.territories() == [
                Territory(name: "Beirut", merchantCount: 1), Territory(name: "Carabobo", merchantCount: 1),
                Territory(name: "Distrito Capital", merchantCount: 1), Territory(name: "New York", merchantCount: 1),
            ])
    }
}
