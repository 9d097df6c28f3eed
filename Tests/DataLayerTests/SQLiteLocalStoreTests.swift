import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct SQLiteLocalStoreTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func followsTheSameOrderingRulesAsTheInMemoryStore() async throws {
        let store = try SQLiteLocalStore(path: folder.path("nested/folder/local.db"))
        let oracle = InMemoryLocalStore()
        let day = Date(timeIntervalSinceReferenceDate: 800_000_000.123456)
        for (index, id) in ["a", "b", "c", "a", "d"].enumerated() {
            try await store.setFavourite(MerchantID(id), index != 2)
            try await oracle.setFavourite(MerchantID(id), index != 2)
        }
        try await store.setFavourite(MerchantID("b"), false)
        try await oracle.setFavourite(MerchantID("b"), false)
        #expect(try await store.favourites() == oracle.favourites())
        for (index, text) in ["café", "Pizza", "CAFÉ", "tacos", "pizza"].enumerated() {
            let search = RecentSearch(text: text, date: day.addingTimeInterval(Double(index) * 0.001))
            try await store.recordSearch(search)
            try await oracle.recordSearch(search)
        }
        #expect(try await store.recentSearches(limit: 10) == oracle.recentSearches(limit: 10))
        #expect(try await store.recentSearches(limit: 2) == oracle.recentSearches(limit: 2))
        let records = [
            SyncRecord(date: day, source: "file:///a", outcome: .updated(SnapshotVersion(timestamp: 17))),
            SyncRecord(date: day, source: "http://b", outcome: .upToDate(SnapshotVersion(timestamp: 18))),
            SyncRecord(
                date: day.addingTimeInterval(1), source: "http://c",
                outcome: .failed(.httpStatus(500, url: "http://c/m.json"))),
            SyncRecord(date: day.addingTimeInterval(2), source: "http://d", outcome: .cancelled),
        ]
        for record in records {
            try await store.recordSync(record)
            try await oracle.recordSync(record)
        }
        #expect(try await store.syncHistory(limit: 5) == oracle.syncHistory(limit: 5))
        #expect(try await store.syncHistory(limit: 5) == records.reversed())
    }

    @Test func aFailureRecordedAsASentenceByAnOlderVersionReadsBackAsThatSentence() async throws {
        let path = folder.path("local.db")
        _ = try SQLiteLocalStore(path: path)
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    INSERT INTO sync_record (date, source, outcome, version, message) VALUES
                      (1, 'http://a', 'failed', NULL, 'The server answered HTTP 503.'),
                      (2, 'http://b', 'teleported', NULL, NULL)
                    """)
        }
        let outcomes = try await SQLiteLocalStore(path: path).syncHistory(limit: 5).map(\.outcome)
        #expect(outcomes == [.failed(.recorded("teleported")), .failed(.recorded("The server answered HTTP 503."))])
    }

    @Test func theChosenLocationIsKeptSetAndCleared() async throws {
        let path = folder.path("local.db")
        let store = try SQLiteLocalStore(path: path)
        #expect(try await store.chosenLocation() == nil)
        let home = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(7.5))
        try await store.setChosenLocation(home)
        #expect(try await SQLiteLocalStore(path: path).chosenLocation() == home)
        try await store.setChosenLocation(nil)
        #expect(try await store.chosenLocation() == nil)
    }

    @Test func aChosenTerritoryIsRememberedAsATerritory() async throws {
        let path = folder.path("local.db")
        let store = try SQLiteLocalStore(path: path)
        let california = ChosenLocation(
            name: "California", coordinate: Fixtures.newYork, radius: .kilometers(30), territory: "California")
        try await store.setChosenLocation(california)
        #expect(try await SQLiteLocalStore(path: path).chosenLocation() == california)
        let city = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(30))
        try await store.setChosenLocation(city)
        #expect(try await SQLiteLocalStore(path: path).chosenLocation() == city)
    }

    @Test func aCircleRememberedBeforeTerritoriesLoadsAsACircle() async throws {
        let path = folder.path("old.db")
        let queue = try DatabaseQueue(path: path)
        try LocalStoreSchema.migrator.migrate(queue, upTo: "v6-missing-favourites-told")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO chosen_location (id, name, latitude, longitude, radiusMeters)
                    VALUES (1, 'Caracas', 10.4806, -66.9036, 32186.88)
                    """)
        }
        try queue.close()
        let location = try await SQLiteLocalStore(path: path).chosenLocation()
        #expect(
            location
                == ChosenLocation(
                    name: "Caracas", coordinate: Coordinate(latitude: 10.4806, longitude: -66.9036)!,
                    radius: Distance(meters: 32186.88)))
        #expect(location?.territory == nil)
    }

    @Test func theMissingFavouritesToldAreReplacedAndKept() async throws {
        let path = folder.path("local.db")
        let store = try SQLiteLocalStore(path: path)
        #expect(try await store.missingFavouritesTold() == [])
        try await store.setMissingFavouritesTold([MerchantID("gone"), MerchantID("also gone")])
        #expect(
            try await SQLiteLocalStore(path: path).missingFavouritesTold() == [
                MerchantID("gone"), MerchantID("also gone"),
            ])
        try await store.setMissingFavouritesTold([MerchantID("also gone")])
        #expect(try await store.missingFavouritesTold() == [MerchantID("also gone")])
        try await store.setMissingFavouritesTold([])
        #expect(try await store.missingFavouritesTold() == [])
    }

    @Test(arguments: LocalStoreSchema.migrationNames.dropLast())
    func aFileCreatedAtAnEarlierMigrationIsUpgradedKeepingItsData(_ migration: String) async throws {
        let path = folder.path("old.db")
        let queue = try DatabaseQueue(path: path)
        try LocalStoreSchema.migrator.migrate(queue, upTo: migration)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO favourite (merchantId) VALUES ('kept')")
        }
        try queue.close()
        let store = try SQLiteLocalStore(path: path)
        #expect(try await store.favourites() == [MerchantID("kept")])
        try await store.recordSearch(RecentSearch(text: "new", date: Date(timeIntervalSinceReferenceDate: 1)))
        try await store.recordSync(SyncRecord(date: .distantPast, source: "x", outcome: .failed(.noSpace)))
        #expect(try await store.recentSearches(limit: 1).map(\.text) == ["new"])
        let applied = try await DatabaseQueue(path: path).read { db in
            try LocalStoreSchema.migrator.appliedIdentifiers(db)
        }
        #expect(applied == Set(LocalStoreSchema.migrationNames))
    }

    @Test func aFileFromANewerVersionIsTooNew() throws {
        let path = folder.path("future.db")
        _ = try SQLiteLocalStore(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-teleportation')")
        }
        #expect(throws: LocalStoreError.tooNew(path)) { try SQLiteLocalStore(path: path) }
    }

    @Test func aDirectorySnapshotOrAnyOtherFileIsNotALocalStore() throws {
        let snapshot = folder.path("snapshot.db")
        try SampleDirectoryGenerator(merchantCount: 3).write(to: snapshot)
        #expect(throws: LocalStoreError.corrupt(snapshot)) { try SQLiteLocalStore(path: snapshot) }
        let text = folder.path("notes.db")
        try Data(String(repeating: "plain text ", count: 50).utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: LocalStoreError.corrupt(text)) { try SQLiteLocalStore(path: text) }
    }

    @Test func tenOpenersOfANewStoreAtOnceAllSucceedAndEveryRecordIsKept() async throws {
        let path = folder.path("fresh/local.db")
        let records = (0..<10).map { index in
            SyncRecord(
                date: Date(timeIntervalSinceReferenceDate: Double(index)), source: "https://example.org/\(index)",
                outcome: .failed(.noSpace))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for record in records {
                group.addTask {
                    // Each opener on a thread of its own, with a connection of its own, as ten processes would be.
                    let store = try await onOwnThread { try SQLiteLocalStore(path: path) }
                    try await store.recordSync(record)
                }
            }
            try await group.waitForAll()
        }
        let history = try await SQLiteLocalStore(path: path).syncHistory(limit: 20)
        #expect(Set(history.map(\.source)) == Set(records.map(\.source)))
    }

    @Test func aRecordedSourceNeverKeepsItsPassword() async throws {
        let store = try SQLiteLocalStore(path: folder.path("local.db"))
        try await store.recordSync(
            SyncRecord(date: .distantPast, source: "https://me:s3cret@example.org/m.json", outcome: .cancelled))

        #expect(try await store.syncHistory(limit: 1).map(\.source) == ["https://me:***@example.org/m.json"])
        let stored = try await DatabaseQueue(path: folder.path("local.db")).read { db in
            try String.fetchAll(db, sql: "SELECT source FROM sync_record")
        }
        #expect(stored == ["https://me:***@example.org/m.json"])
    }
}
