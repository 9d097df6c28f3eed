import DataLayer
import DirectoryIndex
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SnapshotFile

/// What the contract suites do not show of the reference directory: odd files, opening, following and pinning.
@Suite struct SQLiteDirectoryTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func aMissingFileIsMissing() {
        let path = folder.path("nothing.db")
        #expect(throws: DirectoryError.missing(path)) { try SQLiteDirectory(path: path) }
    }

    @Test func aFolderWhereTheFileBelongsIsUnavailable() throws {
        let path = folder.path("folder.db")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: DirectoryError.unavailable(path)) { try SQLiteDirectory(path: path) }
    }

    @Test func olderSchemaVersionsAreUnsupported() {
        #expect(throws: DirectoryError.unsupportedSchema(1)) { try SQLiteDirectory(path: RealDirectoryFile.v1) }
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
        let sparse = try SQLiteDirectory(path: path)
        let filtered = MerchantQuery(
            text: "spa", filters: MerchantFilters(paymentOptions: [.ctx], denominations: [.fixed]))
        #expect(try await sparse.search(filtered).total == 0)
        let found = try await sparse.search(MerchantQuery(text: "spa", sort: .discount, position: Fixtures.caracas))
        #expect(found.items.map(\.id) == [MerchantID("42")])
        #expect(
            try await sparse.merchant(id: MerchantID("42"))
                == Merchant(
                    id: MerchantID("42"), name: "Sparse Shop", type: .physical, paymentMethod: .giftCard,
                    locations: [Location(id: 7)]))
        #expect(try await sparse.merchant(id: MerchantID("m2")).name == "")
        #expect(try await sparse.search(MerchantQuery()).total == 2)
        #expect(try await sparse.territories() == [])
        #expect(
            try await sparse.snapshotInfo()
                == SnapshotInfo(schemaVersion: 4, version: nil, merchantRowCount: 2))
    }

    @Test func theHandMadeFileReadsAsTheIndexedDirectoryReadsIt() async throws {
        let path = folder.path("hand.db")
        try HandMadeDirectory.write(
            path, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, metadataVersion: "1767225600000")
        let (reference, indexed) = (try SQLiteDirectory(path: path), try SnapshotDirectory.reading(path))
        for query in [
            MerchantQuery(), MerchantQuery(text: "book"), MerchantQuery(sort: .discount),
            MerchantQuery(filters: MerchantFilters(territory: "Carabobo"), position: Fixtures.caracas),
            MerchantQuery(tab: .nearby, sort: .distance, position: Fixtures.caracas),
        ] {
            #expect(try await reference.search(query) == indexed.search(query), "\(query)")
        }
        // `c` sells only PiggyCards gift cards: a build without them finds it in neither.
        for id in ["a", "b", "c", "f"] {
            let id = MerchantID(id)
            let (fromReference, fromIndexed) = (
                try? await reference.merchant(id: id), try? await indexed.merchant(id: id)
            )
            #expect(fromReference == fromIndexed)
            #expect(fromReference != nil || (id == MerchantID("c") && !GiftCardProvider.piggyCards.isEnabled))
        }
        for id in ["d", "e", "zzz"] {
            await #expect(throws: DirectoryError.merchantNotFound(MerchantID(id))) {
                try await reference.merchant(id: MerchantID(id))
            }
        }
        #expect(try await reference.territories() == indexed.territories())
        #expect(try await reference.catalogSummary(territory: nil) == indexed.catalogSummary(territory: nil))
        #expect(try await reference.snapshotInfo() == indexed.snapshotInfo())
    }

    @Test func aFileReplacedUnderThePathIsFollowed() async throws {
        let path = folder.path("directory.db")
        let (first, second) = (
            SampleDirectoryGenerator(merchantCount: 40, seed: 1), SampleDirectoryGenerator(merchantCount: 90, seed: 2)
        )
        try first.write(to: path)
        let directory = try SQLiteDirectory(path: path)
        #expect(try await directory.search(MerchantQuery()).total == InMemoryDirectory.shown(first.merchants()).count)

        let replacement = folder.path("new.db")
        try second.write(to: replacement)
        let expected = try await SQLiteDirectory(path: replacement).search(MerchantQuery())
        #expect(rename(replacement, path) == 0)

        #expect(try await directory.search(MerchantQuery()) == expected)
        #expect(
            try await directory.catalogStream(territory: nil, batchSize: 50).collected()
                == InMemoryDirectory(merchants: second.merchants()).catalogMerchants(territory: nil))
    }

    @Test func aCatalogSourceKeepsReadingTheFileItOpened() async throws {
        let path = folder.path("directory.db")
        let (first, second) = (
            SampleDirectoryGenerator(merchantCount: 40, seed: 1), SampleDirectoryGenerator(merchantCount: 90, seed: 2)
        )
        try first.write(to: path)
        let directory = try SQLiteDirectory(path: path)
        let before = try await directory.catalogStream(territory: nil, batchSize: 7).collected()
        let atmsBefore = try await SQLiteATMDirectory(path: path).atms(ATMQuery())
        let source = try await directory.catalogSource()

        let replacement = folder.path("new.db")
        try second.write(to: replacement)
        #expect(rename(replacement, path) == 0)

        #expect(try await source.directory.catalogStream(territory: nil, batchSize: 7).collected() == before)
        #expect(
            try await source.directory.catalogSummary(territory: nil).merchantCount
                == InMemoryDirectory.shown(first.merchants()).count)
        #expect(try await source.atms?.atms(ATMQuery()) == atmsBefore)
        #expect(
            try await directory.catalogSummary(territory: nil).merchantCount
                == InMemoryDirectory.shown(second.merchants()).count)
    }
}
