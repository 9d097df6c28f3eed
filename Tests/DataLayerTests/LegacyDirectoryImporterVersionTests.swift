import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The version every import records, and the rows it leaves out.
@Suite struct LegacyDirectoryImporterVersionTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: [Int64.max, 1_000, 1_767_225_600_000 + 2 * 86_400_000] as [Int64])
    func aVersionThatCannotBeAPublicationTimeGivesWayToTheFilesModificationTime(_ recorded: Int64) throws {
        let source = folder.path("v4.db")
        try SampleDirectoryGenerator(merchantCount: 5, version: SnapshotVersion(timestamp: recorded)).write(to: source)
        try DatabaseQueue(path: source).write { db in
            try db.execute(sql: "INSERT INTO explore_metadata (key, value) VALUES ('trusted', 'yes')")
        }
        let destination = folder.path("imported.db")
        let importer = LegacyDirectoryImporter(now: { Date(timeIntervalSince1970: 1_767_225_600) })

        let modified = Date(timeIntervalSince1970: 1_767_000_000.5)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: source)

        let summary = try importer.importDirectory(from: source, to: destination)

        #expect(summary.version == SnapshotVersion(timestamp: 1_767_000_000_500))
        #expect(summary.versionSource == .modificationTime)
        #expect(
            try Self.metadata(destination) == ["version": "1767000000500", "version_dated": "0"],
            "nothing else of the source's explore_metadata is copied")
        #expect(try Self.info(destination).isVersionDated == false, "a checkout's time says nothing of the merchants")
    }

    /// What the snapshot at `path` says of itself, read as both adapters read it.
    private static func info(_ path: String) throws -> SnapshotInfo {
        try DatabaseQueue(path: path).read(SnapshotInfo.read(from:))
    }

    @Test func theRealV1FileIsUndatedUntilItIsGivenAVersionAndThenDated() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dashwallet-ios-explore-v1.db")
        let importer = LegacyDirectoryImporter(now: { Date(timeIntervalSince1970: 1_767_225_600) })
        try importer.importDirectory(from: fixture.path, to: folder.path("undated.db"))
        let undated = try Self.info(folder.path("undated.db"))
        #expect(undated.version != nil && !undated.isVersionDated)

        // The variant: the publisher says when it was published; importing that again keeps it dated.
        let given = SnapshotVersion(timestamp: 1_767_000_000_000)
        try importer.importDirectory(from: fixture.path, to: folder.path("dated.db"), version: given)
        #expect(
            try Self.info(folder.path("dated.db"))
                == SnapshotInfo(
                    schemaVersion: 4, version: given, merchantRowCount: undated.merchantRowCount, isVersionDated: true))
        #expect(try Self.metadata(folder.path("dated.db"))["version_dated"] == nil)
    }

    @Test func withoutAPlausibleModificationTimeTheImportsTimeIsTheVersion() throws {
        let source = folder.path("v4.db")
        try SampleDirectoryGenerator(merchantCount: 5, version: SnapshotVersion(timestamp: 1_000)).write(to: source)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: source)
        let importer = LegacyDirectoryImporter(now: { Date(timeIntervalSince1970: 1_767_225_600) })

        let summary = try importer.importDirectory(from: source, to: folder.path("imported.db"))

        #expect(summary.version == SnapshotVersion(timestamp: 1_767_225_600_000))
        #expect(summary.versionSource == .importTime)
        #expect(try Self.info(folder.path("imported.db")).isVersionDated == false)
    }

    @Test func aGivenVersionIsRecordedAndAnImplausibleOneIsRefused() throws {
        let source = folder.path("v4.db")
        try SampleDirectoryGenerator(merchantCount: 5).write(to: source)
        let importer = LegacyDirectoryImporter(now: { Date(timeIntervalSince1970: 1_767_225_600) })
        let given = SnapshotVersion(timestamp: 1_767_000_000_000)

        let summary = try importer.importDirectory(from: source, to: folder.path("imported.db"), version: given)

        #expect(summary.version == given && summary.versionSource == .given)
        #expect(throws: ImportError.implausibleVersion(SnapshotVersion(timestamp: 5))) {
            try importer.importDirectory(
                from: source, to: folder.path("other.db"), version: SnapshotVersion(timestamp: 5))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("other.db")))
    }

    @Test func rowsWithoutAMerchantIdAreSkippedAndCounted() throws {
        let source = folder.path("v4.db")
        try SampleDirectoryGenerator(merchantCount: 5).write(to: source)
        try DatabaseQueue(path: source).write { db in
            try db.execute(
                sql: "INSERT INTO merchant (merchantId, name, type) VALUES (NULL, 'dummy merchant', 'online')")
            try db.execute(sql: "INSERT INTO merchant (merchantId, name, type) VALUES ('  ', 'blank id', 'online')")
            try db.execute(
                sql: """
                    INSERT INTO gift_card_providers (merchantId, provider, redeemType, savingsPercentage, active,
                      denominationsType, sourceId) VALUES ('', 'CTX', 'barcode', 0, 1, 'fixed', 1)
                    """)
        }
        let destination = folder.path("imported.db")

        let summary = try LegacyDirectoryImporter().importDirectory(from: source, to: destination)

        #expect(summary.skippedRows == 3)
        #expect(summary.merchants == 5)
        let names = try DatabaseQueue(path: destination).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM merchant WHERE name IN ('dummy merchant', 'blank id')")
        }
        #expect(names == [])
    }

    @Test func aPlausibleVersionIsKept() throws {
        let source = folder.path("v4.db")
        let version = SnapshotVersion(timestamp: 1_767_225_600_000)
        try SampleDirectoryGenerator(merchantCount: 5, version: version).write(to: source)
        let destination = folder.path("imported.db")
        let importer = LegacyDirectoryImporter(now: { Date(timeIntervalSince1970: 1_767_225_600) })

        let summary = try importer.importDirectory(from: source, to: destination)

        #expect(summary.version == version)
        #expect(try Self.metadata(destination) == ["version": "1767225600000"])
    }

    /// The file's metadata but the derived tables' markers (``DerivedTables``, ``SummaryTables``, ``PlaceTables``), which every file
    /// we write carries.
    private static func metadata(_ path: String) throws -> [String: String] {
        try DatabaseQueue(path: path).read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(
                    db, sql: "SELECT key, value FROM explore_metadata WHERE key NOT IN (?, ?, ?)",
                    arguments: [DerivedTables.markerKey, SummaryTables.markerKey, PlaceTables.markerKey]
                ).map {
                    ($0["key"] as String, $0["value"] as String)
                })
        }
    }
}
