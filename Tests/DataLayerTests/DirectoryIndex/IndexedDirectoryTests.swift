import DataLayer
import DirectoryIndex
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SnapshotFile

@Suite struct IndexedDirectoryTests {
    let folder: TemporaryDirectory
    let directory: SnapshotDirectory

    init() throws {
        folder = try TemporaryDirectory()
        try HandMadeDirectory.write(
            folder.path("hand.db"), rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers,
            metadataVersion: "1767225600000")
        directory = try SnapshotDirectory.reading(folder.path("hand.db"))
    }

    private func ids(_ query: MerchantQuery) async throws -> [String] {
        try await directory.search(query).items.map(\.id.rawValue)
    }

    /// Whether this build shows "c", a gift-card merchant whose only known provider is PiggyCards, a package trait
    /// (Docs/adr/0008-package-traits.md); without it "c" is gone everywhere, and "b" keeps its CTX offer alone.
    private let showsC = GiftCardProvider.piggyCards.isEnabled

    /// `ids` as this build lists them: without "c" when the trait is off.
    private func shown(_ ids: [String]) -> [String] { showsC ? ids : ids.filter { $0 != "c" } }

    /// "b"'s providers in this build.
    private var booksProviders: [GiftCardProvider] { showsC ? [.ctx, .piggyCards] : [.ctx] }

    // MARK: Opening

    @Test func aMissingFileIsMissing() {
        let path = folder.path("nothing.db")
        #expect(throws: DirectoryError.missing(path)) { try SnapshotDirectory.reading(path) }
    }

    @Test func aFolderWhereTheFileBelongsIsUnavailable() throws {
        let path = folder.path("folder.db")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: DirectoryError.unavailable(path)) { try SnapshotDirectory.reading(path) }
    }

    @Test func aFileThatIsNotSQLiteIsCorrupt() throws {
        let path = folder.path("text.db")
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: DirectoryError.corrupt(path)) { try SnapshotDirectory.reading(path) }
    }

    @Test func anEmptyFileOrAForeignDatabaseIsNotADirectory() throws {
        let empty = folder.path("empty.db")
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(throws: DirectoryError.notADirectory(empty)) { try SnapshotDirectory.reading(empty) }
        let foreign = folder.path("foreign.db")
        try DatabaseQueue(path: foreign).write { db in try db.execute(sql: "CREATE TABLE invoices (id INTEGER)") }
        #expect(throws: DirectoryError.notADirectory(foreign)) { try SnapshotDirectory.reading(foreign) }
    }

    @Test func olderAndNewerSchemaVersionsAreUnsupported() throws {
        #expect(throws: DirectoryError.unsupportedSchema(1)) { try SnapshotDirectory.reading(RealDirectoryFile.v1) }
        let newer = folder.path("v5.db")
        try HandMadeDirectory.write(newer, rows: [])
        try DatabaseQueue(path: newer).write { db in try db.execute(sql: "PRAGMA user_version = 5") }
        #expect(throws: DirectoryError.unsupportedSchema(5)) { try SnapshotDirectory.reading(newer) }
    }

    @Test func snapshotInfoReadsTheVersionAndCountsEveryRow() async throws {
        let info = try await directory.snapshotInfo()
        #expect(
            info
                == SnapshotInfo(
                    schemaVersion: 4, version: SnapshotVersion(timestamp: 1_767_225_600_000), merchantRowCount: 8))
        let bare = folder.path("bare.db")
        try HandMadeDirectory.write(bare, rows: HandMadeDirectory.rows)
        #expect(try await SnapshotDirectory.reading(bare).snapshotInfo().version == nil)
    }

    // MARK: Mapping and clean-up

    @Test func textIsTrimmedAndUnknownValuesReadSafely() async throws {
        let books = try await directory.merchant(id: MerchantID("b"))
        #expect(books.name == "books online")
        #expect(books.type == .online)
        #expect(books.locations.map(\.coordinate) == [nil])
        #expect(books.offers.map(\.provider) == booksProviders)
        let cafe = try await directory.merchant(id: MerchantID("a"))
        #expect(cafe.paymentMethod == .dash)
        #expect(cafe.territories == ["Carabobo", "Distrito Capital"])
        let pub = try await directory.merchant(id: MerchantID("f"))
        #expect(pub.type == .physical)
        #expect(pub.paymentMethod == .giftCard)
        guard showsC else {
            await #expect(throws: DirectoryError.merchantNotFound(MerchantID("c"))) {
                try await directory.merchant(id: MerchantID("c"))
            }
            return
        }
        let chain = try await directory.merchant(id: MerchantID("c"))
        #expect(chain.locations.map(\.id) == [4])
        #expect(chain.offers.count == 2, "the unknown provider's row is skipped")
    }

    @Test func columnsAFileLacksReadAsNullAndOddValuesNeverTrap() async throws {
        // The columns in an order of its own, most of them missing, no provider table, values of the wrong type.
        let path = folder.path("sparse.db")
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE merchant (name TEXT, latitude, merchantId TEXT, id INTEGER PRIMARY KEY);
                    INSERT INTO merchant VALUES (' Sparse Shop ', 'abc', 42, 7), (x'00ff', 10.5, 'm2', 8);
                    PRAGMA user_version = 4;
                    """)
        }
        let sparse = try SnapshotDirectory.reading(path)
        let all = try await sparse.search(
            MerchantQuery(text: "spa", filters: MerchantFilters(paymentOptions: [.ctx], denominations: [.fixed])))
        #expect(all.total == 0)
        let found = try await sparse.search(MerchantQuery(text: "spa", sort: .discount, position: Fixtures.caracas))
        #expect(found.items.map(\.id) == [MerchantID("42")])
        let shop = try await sparse.merchant(id: MerchantID("42"))
        #expect(shop.name == "Sparse Shop" && shop.type == .physical && shop.paymentMethod == .giftCard)
        #expect(shop.locations.map(\.coordinate) == [nil] && shop.offers.isEmpty && shop.discount == nil)
        let blob = try await sparse.merchant(id: MerchantID("m2"))
        #expect(blob.name == "")
        #expect(try await sparse.territories() == [])
    }

    @Test func hiddenMerchantsAreNotFound() async throws {
        for id in ["d", "e", "zzz"] {
            await #expect(throws: DirectoryError.merchantNotFound(MerchantID(id))) {
                try await directory.merchant(id: MerchantID(id))
            }
        }
    }

    @Test func locationsComeInRowOrderAndTheDetailPutsTheNearestFirst() async throws {
        let valencia = Coordinate(latitude: 10.16, longitude: -68.0)!
        #expect(try await directory.merchant(id: MerchantID("a")).locations.map(\.id) == [1, 2])
        let detail = try await GetMerchantDetail(directory: directory)(MerchantID("a"), near: valencia)
        #expect(detail.places.map(\.location.id) == [2, 1])
    }

    // MARK: Search

    @Test func listingsCarryTheBestVisibleDiscountAndProviders() async throws {
        let page = try await directory.search(MerchantQuery(sort: .discount))
        let expected = shown(["b", "f", "c", "a"])
        #expect(page.items.map(\.id.rawValue) == expected)
        #expect(page.total == expected.count)
        let items = Dictionary(uniqueKeysWithValues: page.items.map { ($0.id.rawValue, $0) })
        #expect(items["b"]?.bestDiscount == Discount(basisPoints: 600))
        #expect(items["b"]?.providers == booksProviders)
        if showsC {
            #expect(items["c"]?.bestDiscount == nil)
            #expect(items["c"]?.providers == [])
        }
        #expect(items["a"]?.locationCount == 2)
    }

    @Test func namesSortIgnoringCaseThenById() async throws {
        #expect(try await ids(MerchantQuery()) == shown(["c", "b", "a", "f"]))
    }

    @Test func filtersOnPaymentDenominationsTerritoryAndType() async throws {
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.dash]))) == ["a"])
        // Only "b"'s PiggyCards offer is visible ("c"'s are inactive or by URL); both are gone without the trait.
        #expect(
            try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.piggyCards])))
                == (showsC ? ["b"] : []))
        #expect(
            try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.ctx, .dash]))) == ["b", "a", "f"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(denominations: [.minMax]))) == ["b"])
        // "c"'s and "b"'s fixed amounts are PiggyCards'.
        let fixed = showsC ? ["c", "b", "f"] : ["f"]
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(denominations: [.fixed]))) == fixed)
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(territory: "Carabobo"))) == ["a"])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(territory: "Distrito Capital"))) == ["a"])
        #expect(try await ids(MerchantQuery(tab: .online)) == shown(["c", "b"]))
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(types: [.physical]))) == ["a", "f"])
    }

    @Test func searchMatchesWordPrefixesLiterally() async throws {
        #expect(try await ids(MerchantQuery(text: "caf ÁV")) == ["a"])
        #expect(try await ids(MerchantQuery(text: "ávila")) == ["a"])
        #expect(try await ids(MerchantQuery(text: "CAFÉ")) == ["a"])
        #expect(try await ids(MerchantQuery(text: "BOO")) == shown(["c", "b"]))
        #expect(try await ids(MerchantQuery(text: "AND")) == shown(["c"]))
        #expect(try await ids(MerchantQuery(text: "near AND")) == shown(["c"]))
        #expect(try await ids(MerchantQuery(text: "o'brien's \"pub\"")) == ["f"])
        #expect(try await ids(MerchantQuery(text: "hidden")) == [])
        #expect(try await ids(MerchantQuery(text: "\"")) == shown(["c", "b", "a", "f"]))
    }

    @Test func pagesCarryTheTotal() async throws {
        // From the second merchant, all but the last: "b", "a" of four, or "a" of three without "c".
        let all = shown(["c", "b", "a", "f"])
        let page = try await directory.search(MerchantQuery(page: PageRequest(offset: 1, limit: all.count - 2)))
        #expect(page.items.map(\.id.rawValue) == Array(all[1..<(all.count - 1)]))
        #expect(page.total == all.count)
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
        let (path, withIndex) = (folder.path("nofts.db"), folder.path("fts.db"))
        for (file, fullTextSearch) in [(path, false), (withIndex, true)] {
            try HandMadeDirectory.write(
                file, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, fullTextSearch: fullTextSearch,
                heads: true)
        }
        let (fallback, indexed) = (try IndexedDirectory.ours(path), try IndexedDirectory.ours(withIndex))
        #expect(!fallback.hasFullTextSearch)
        #expect(indexed.hasFullTextSearch)
        for text in ["caf áv", "BOO", "AND", "near AND", "o'brien's \"pub\"", "hidden", "\"", "ook", "%", "_"] {
            let query = MerchantQuery(text: text)
            #expect(try await fallback.search(query) == indexed.search(query), "\(text)")
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
        let stored = try SnapshotDirectory.reading(path)
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
            let all = try await directory.catalogStream(territory: territory, batchSize: 1000).collected()
            #expect(try await stored.catalogStream(territory: territory, batchSize: 1000).collected() == all)
            #expect(!all.isEmpty)
        }
    }

    static let filterChoices: [MerchantFilters] = [
        MerchantFilters(), MerchantFilters(paymentOptions: [.dash]), MerchantFilters(paymentOptions: [.ctx]),
        MerchantFilters(denominations: [.minMax]), MerchantFilters(types: [.online, .both]),
        MerchantFilters(territory: "Distrito Capital"),
    ]

    @Test func territoriesCountMerchantsWithAVisibleLocation() async throws {
        // New York has "c" alone; its row in Distrito Capital is inactive, so "a" is that territory's only merchant.
        let all = [
            Territory(name: "Beirut", merchantCount: 1), Territory(name: "Carabobo", merchantCount: 1),
            Territory(name: "Distrito Capital", merchantCount: 1), Territory(name: "New York", merchantCount: 1),
        ]
        #expect(try await directory.territories() == (showsC ? all : all.filter { $0.name != "New York" }))
    }
}
