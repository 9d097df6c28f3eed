import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

@Suite struct LegacyDirectoryImporterTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func theV1FixtureImportsWithEveryRowAndLeavesTheSourceUntouched() async throws {
        let source = RealDirectoryFile.v1
        let before = try bytes(source)
        let destination = folder.path("imported.db")
        let summary = try LegacyDirectoryImporter().importDirectory(from: source, to: destination)
        #expect(try bytes(source) == before)
        let modified = try FileManager.default.attributesOfItem(atPath: source)[.modificationDate] as! Date
        let version = SnapshotVersion(timestamp: Int64((modified.timeIntervalSince1970 * 1000).rounded(.down)))
        #expect(
            summary
                == ImportSummary(
                    sourceSchemaVersion: 1, merchantRows: 136, merchants: 56, providerRows: 0, atms: 2562,
                    version: version, versionSource: .modificationTime))
        let directory = try SnapshotDirectory.reading(destination)
        let catalog = try await directory.catalogSummary(territory: nil)
        #expect(catalog.merchantCount == 56)
        #expect(catalog.locationCount == 136)
        #expect(catalog.merchantCountByType == [.physical: 24, .online: 32])
        #expect(catalog.dashMerchantCount == 56, "\"dash \" with a trailing space is Dash")
        // The v1 file records no version: the import's comes from the file's modification time, which dates nothing.
        #expect(
            catalog.snapshot
                == SnapshotInfo(schemaVersion: 4, version: version, merchantRowCount: 136, isVersionDated: false))
        let rows = try DatabaseQueue(path: destination).read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT typeof(merchantId) AS m, typeof(sourceId) AS s, redeemType FROM merchant GROUP BY 1, 2, 3")
        }
        #expect(rows.map { [$0["m"], $0["s"], $0["redeemType"]] as [String?] } == [["text", "text", "barcode"]])
        let found = try await directory.search(MerchantQuery(text: "a1w"))
        #expect(found.items.map(\.name) == ["A1WIN"])
        let detail = try await directory.merchant(id: found.items[0].id)
        #expect(found.items.first?.locationCount == detail.locations.count)
    }

    @Test func importingReplacesAnExistingDestinationWhole() throws {
        let destination = folder.path("current.db")
        try SampleDirectoryGenerator(merchantCount: 5).write(to: destination)
        try LegacyDirectoryImporter().importDirectory(from: RealDirectoryFile.v1, to: destination)
        #expect(
            try DatabaseQueue(path: destination).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant")
            } == 136)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["current.db"])
    }

    /// Writes a damaged variant of the fixture and returns its path.
    private func damaged(_ name: String, _ change: (inout Data) -> Void) throws -> String {
        var data = try bytes(RealDirectoryFile.v1)
        change(&data)
        let path = folder.path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func damagedAndForeignFilesFailWithATypedErrorAndWriteNothing() throws {
        let destination = folder.path("out.db")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: destination))
        let foreign = folder.path("foreign.db")
        try DatabaseQueue(path: foreign).write { db in try db.execute(sql: "CREATE TABLE invoices (id INTEGER)") }
        let future = folder.path("future.db")
        try HandMadeDirectory.write(future, rows: [])
        try DatabaseQueue(path: future).write { db in try db.execute(sql: "PRAGMA user_version = 9") }
        let cases: [(String, (ImportError) -> Bool)] = [
            (folder.path("missing.db"), { if case .sourceUnavailable = $0 { true } else { false } }),
            (try damaged("empty.db") { $0 = Data() }, { if case .empty = $0 { true } else { false } }),
            (
                try damaged("text.db") { $0 = Data("hello, world".utf8) },
                { if case .notSQLite = $0 { true } else { false } }
            ),
            (
                try damaged("cut.db") { $0 = $0.prefix($0.count / 2) },
                { if case .cutShort = $0 { true } else { false } }
            ),
            (
                try damaged("garbled.db") { data in
                    for offset in stride(from: 8192, to: data.count - 4096, by: 4096) {
                        data.replaceSubrange(offset + 8..<offset + 600, with: Data(repeating: 0xA5, count: 592))
                    }
                },
                {
                    switch $0 {
                    case .corrupt, .failsIntegrityCheck: true
                    default: false
                    }
                }
            ),
            (foreign, { if case .notADirectory = $0 { true } else { false } }),
            (future, { $0 == .unsupportedSchema(9) }),
            (destination, { if case .sameFile = $0 { true } else { false } }),
        ]
        for (source, isExpected) in cases {
            do {
                try LegacyDirectoryImporter().importDirectory(from: source, to: destination)
                Issue.record("\(source) imported")
            } catch {
                #expect(isExpected(error), "\(source): \(error)")
            }
            #expect(try bytes(destination) == Data("keep me".utf8))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasPrefix(".")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func aCurrentFileImportsAsItIsWithItsOffersAndVersion() async throws {
        let source = folder.path("v4.db")
        let generator = SampleDirectoryGenerator(merchantCount: 50, seed: 3)
        try generator.write(to: source)
        let destination = folder.path("copy.db")
        let summary = try LegacyDirectoryImporter().importDirectory(from: source, to: destination)
        #expect(summary.sourceSchemaVersion == 4)
        #expect(summary.providerRows > 0)
        let original = try SnapshotDirectory.reading(source)
        let copy = try SnapshotDirectory.reading(destination)
        #expect(try await copy.snapshotInfo() == original.snapshotInfo())
        #expect(
            try await copy.search(MerchantQuery(sort: .discount)) == original.search(MerchantQuery(sort: .discount)))
    }

    @Test func aWALModeSourceIsReadWithoutCreatingAnythingBesideIt() throws {
        let sources = try TemporaryDirectory()
        let source = sources.path("v1.db")
        try FileManager.default.copyItem(atPath: RealDirectoryFile.v1, toPath: source)

        try LegacyDirectoryImporter().importDirectory(from: source, to: folder.path("imported.db"))

        #expect(try FileManager.default.contentsOfDirectory(atPath: sources.url.path) == ["v1.db"])
    }

    @Test func aLinkImportsTheFileItNames() throws {
        let source = folder.path("v1.db")
        try FileManager.default.copyItem(atPath: RealDirectoryFile.v1, toPath: source)
        let link = folder.path("link.db")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: source)

        let summary = try LegacyDirectoryImporter().importDirectory(from: link, to: folder.path("imported.db"))

        #expect(summary.merchantRows == 136)
    }

    @Test func aNamedPipeOrAFolderIsRefusedWithoutWaiting() throws {
        let destination = folder.path("out.db")
        let pipe = folder.path("pipe.db")
        #expect(mkfifo(pipe, 0o644) == 0)
        let subfolder = folder.path("sub")
        try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: false)

        #expect(throws: ImportError.notAFile(pipe, kind: .fifo)) {
            try LegacyDirectoryImporter().importDirectory(from: pipe, to: destination)
        }
        #expect(throws: ImportError.notAFile(subfolder, kind: .folder)) {
            try LegacyDirectoryImporter().importDirectory(from: subfolder, to: destination)
        }
        #expect(!FileManager.default.fileExists(atPath: destination))
    }
}
