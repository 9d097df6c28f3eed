import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The place table answers as the rows do, for every set of providers a build may leave out, and is used only when its
/// marker vouches for it.
@Suite struct PlaceTablesTests {
    let fixture = GeneratedFixture.shared

    /// Files we write: the generated fixture, the built-in sample's style, and the hand-made rows (a merchant that only
    /// a build with PiggyCards shows, hidden and inactive rows, no cities).
    private static func files(in folder: TemporaryDirectory) throws -> [String] {
        let showcase = folder.path("showcase.db")
        try SampleDirectoryGenerator(merchantCount: 300, style: .showcase, indexing: DerivedTables()).write(
            to: showcase)
        let hand = folder.path("hand.db")
        try HandMadeDirectory.write(hand, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, heads: true)
        return [GeneratedFixture.shared.path, showcase, hand]
    }

    @Test func everyVariantOfTheTableIsWhatThePassOverTheRowsFindsForThatBuild() throws {
        let folder = try TemporaryDirectory()
        for path in try Self.files(in: folder) {
            try DatabaseQueue(path: path).read { db in
                let schema = try DirectorySchema.inspect(db, path: path)
                #expect(PlaceTables.trusted(db, tables: schema.tables), "\(path)")
                let search = PlaceSearch(sql: DirectorySQL(schema: schema), db: db)
                #expect(PlaceTables.hiddenSets.count == 1 << GiftCardProvider.allCases.count)
                for hidden in PlaceTables.hiddenSets {
                    let stored = try Place.fetchStored(db, key: PlaceTables.key(hiding: hidden))
                    #expect(stored == (try search.places(hiding: hidden)), "\(path) hiding \(hidden)")
                }
                #expect(try PlaceTables.places(db, sql: search.sql) == (try search.places()))
            }
        }
    }

    @Test func aBuildWithoutPiggyCardsLeavesOutThePlacesOfMerchantsOnlyPiggyCardsSells() throws {
        let folder = try TemporaryDirectory()
        let hand = try Self.files(in: folder)[2]
        try DatabaseQueue(path: hand).read { db in
            let everyone = try Place.fetchStored(db, key: "")
            let withoutPiggyCards = try Place.fetchStored(db, key: "piggycards")
            #expect(everyone.map(\.name) == ["Beirut", "Carabobo", "Distrito Capital", "New York"])
            #expect(withoutPiggyCards.map(\.name) == ["Beirut", "Carabobo", "Distrito Capital"])
        }
    }

    @Test func theAcceleratedPlacesAreTheReferencePlacesOnFilesWeWrite() async throws {
        let folder = try TemporaryDirectory()
        for path in try Self.files(in: folder) {
            let expected = try await SQLitePlaceDirectory(path: path).places()
            #expect(try await IndexedPlaceDirectory(path: path).places() == expected, "\(path)")
        }
    }

    @Test(arguments: [
        // A place missing: the picker would not offer it.
        "DELETE FROM explore_places WHERE rowid = (SELECT min(rowid) FROM explore_places)",
        // A merchant row added afterwards: the places no longer derive from the rows.
        "INSERT INTO merchant (merchantId, name, active, latitude, longitude, city, territory) "
            + "VALUES ('late', 'Late', 1, 10, 10, 'Nowhere', 'Nowhere')",
        // A provider row added afterwards: which merchants a build shows may have changed.
        """
        INSERT INTO gift_card_providers (merchantId, provider, redeemType, savingsPercentage, active, denominationsType,
          sourceId) VALUES ('late', 'PiggyCards', 'barcode', 500, 1, 'fixed', 1)
        """,
        // A table another tool wrote, without the marker.
        "DELETE FROM explore_metadata WHERE key = 'explore_place_tables'",
        // A marker that says nothing.
        "UPDATE explore_metadata SET value = 'places=x' WHERE key = 'explore_place_tables'",
        // A marker that vouches for a moved place: the counts agree, the rows lie (forgery is not stopped, ADR 0012),
        // but a place that is not one this program writes sends the reader back to the rows.
        "UPDATE explore_places SET kind = 'planet'",
    ])
    func aLyingPlaceTableIsNotUsedAndThePlacesAreTheReferences(sql: String) async throws {
        let folder = try TemporaryDirectory()
        let path = try folder.tamperedCopy(of: fixture.path, sql)
        let expected = try await SQLitePlaceDirectory(path: path).places()
        #expect(try await IndexedPlaceDirectory(path: path).places() == expected)
        let trusted = try await DatabaseQueue(path: path).read { db in
            PlaceTables.trusted(db, tables: try DirectorySchema.inspect(db, path: path).tables)
        }
        #expect(trusted == sql.hasPrefix("UPDATE explore_places"))
    }

    @Test func aFileWhoseOtherTablesAreTrustedGetsThePlacesAddedAndKeepsTheRest() async throws {
        let folder = try TemporaryDirectory()
        let path = try folder.tamperedCopy(
            of: fixture.path,
            "DROP TABLE explore_places; DELETE FROM explore_metadata WHERE key = 'explore_place_tables'")
        let headsMarker = "SELECT value FROM explore_metadata WHERE key = 'explore_derived_tables'"
        let before = try await DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: headsMarker) }
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in try DerivedTables().addTables(db) }
        try await queue.read { db in
            let tables = try DirectorySchema.inspect(db, path: path).tables
            #expect(PlaceTables.trusted(db, tables: tables))
            #expect(try String.fetchOne(db, sql: headsMarker) == before)
        }
        try queue.close()
        #expect(try inspectedIndex(path).hasSummaryTables)
        #expect(try await IndexedPlaceDirectory(path: path).places() == SQLitePlaceDirectory(path: path).places())
    }
}

extension Place {
    /// The rows of the place table stored under `key`, as places.
    fileprivate static func fetchStored(_ db: Database, key: String) throws -> [Place] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT kind, name, territory, latitude, longitude, merchantCount FROM explore_places
                WHERE hiddenProviders = ? ORDER BY rowid
                """,
            arguments: [key]
        ).map { row in
            Place(
                name: row[1], kind: Place.Kind(rawValue: row[0]) ?? .city, territory: row[2],
                coordinate: Coordinate(latitude: row[3], longitude: row[4]) ?? .zero, merchantCount: row[5])
        }
    }
}
