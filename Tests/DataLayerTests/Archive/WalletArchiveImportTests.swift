import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import SnapshotFile

/// Wallet archives made by other programs (pyzipper's AES, Info-ZIP's PKWARE), imported through libzip; and hostile
/// archives, each refused in one error with the snapshot byte-identical and nothing left beside it.
@Suite struct WalletArchiveImportTests {
    static let version: Int64 = 1_767_225_600_000
    let folder: TemporaryDirectory
    /// The snapshot in use, which a good import replaces and a bad one leaves as it was.
    let current: URL
    let archive: URL

    init() throws {
        folder = try TemporaryDirectory()
        current = folder.url.appendingPathComponent("current.db")
        archive = folder.url.appendingPathComponent("explore.zip")
        try SampleDirectoryGenerator(merchantCount: 5).write(to: current.path)
    }

    @Test func anAESArchiveOfPyzipperImportsWithItsTimestampAsTheVersion() async throws {
        try await ArchiveTool.write(
            archive, comment: "\(Self.version)#s3cret", password: "s3cret",
            entries: [("explore.db", RealDirectoryFile.v1)])

        let summary = try LegacyDirectoryImporter().importDirectory(from: archive.path, to: current.path)

        #expect(summary.merchants == 56 && summary.atms == 2562 && summary.sourceSchemaVersion == 1)
        #expect(summary.version == SnapshotVersion(timestamp: Self.version) && summary.versionSource == .archive)
        #expect(SnapshotReplacement.recordedVersion(of: current) == SnapshotVersion(timestamp: Self.version))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
                "current.db", "explore.zip",
            ])
    }

    @Test func aPKWAREArchiveOfZipImports() async throws {
        try await ArchiveTool.writePKWARE(
            archive, database: RealDirectoryFile.v1, comment: "\(Self.version)#pass word", password: "pass word")

        let summary = try LegacyDirectoryImporter().importDirectory(from: archive.path, to: current.path)

        #expect(summary.merchants == 56)
        #expect(summary.version == SnapshotVersion(timestamp: Self.version))
    }

    @Test func aGivenVersionWinsOverTheArchives() async throws {
        try await ArchiveTool.write(
            archive, comment: "\(Self.version)#pw", password: "pw", entries: [("explore.db", RealDirectoryFile.v1)])
        let given = SnapshotVersion(timestamp: Self.version + 1)

        let summary = try LegacyDirectoryImporter().importDirectory(
            from: archive.path, to: current.path, version: given)

        #expect(summary.version == given && summary.versionSource == .given)
    }

    /// Imports the archive `make` wrote and expects `problem`, the snapshot unchanged and nothing left.
    private func expectRefused(_ problem: ArchiveProblem, _ make: (URL) async throws -> Void) async throws {
        try await make(archive)
        let before = try Data(contentsOf: current)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()

        #expect(throws: ImportError.archive(archive.path, problem)) {
            try LegacyDirectoryImporter().importDirectory(from: archive.path, to: current.path)
        }

        #expect(try Data(contentsOf: current) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == names)
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.deletingLastPathComponent().appendingPathComponent("explore.db").path))
    }

    @Test func anArchiveWithoutACommentIsRefused() async throws {
        try await expectRefused(.noComment) {
            try await ArchiveTool.write(
                $0, comment: nil, password: "pw", entries: [("explore.db", RealDirectoryFile.v1)])
        }
    }

    /// No `#`, or nothing after it (`TIMESTAMP#`).
    @Test(arguments: ["", "#"]) func aCommentWithoutAPasswordIsRefused(after: String) async throws {
        try await expectRefused(.commentWithoutPassword) {
            try await ArchiveTool.write(
                $0, comment: "\(Self.version)\(after)", password: "pw",
                entries: [("explore.db", RealDirectoryFile.v1)])
        }
    }

    @Test func aCommentThatIsNoTimestampIsRefused() async throws {
        try await expectRefused(.badTimestamp("yesterday")) {
            try await ArchiveTool.write(
                $0, comment: "yesterday#pw", password: "pw", entries: [("explore.db", RealDirectoryFile.v1)])
        }
    }

    @Test func aWrongPasswordIsRefused() async throws {
        try await expectRefused(.wrongPassword) {
            try await ArchiveTool.write(
                $0, comment: "\(Self.version)#not-it", password: "pw", entries: [("explore.db", RealDirectoryFile.v1)])
        }
    }

    @Test func anArchiveWithoutExploreDBIsRefused() async throws {
        try await expectRefused(.missingEntry) {
            try await ArchiveTool.write(
                $0, comment: "\(Self.version)#pw", password: "pw", entries: [("other.db", RealDirectoryFile.v1)])
        }
    }

    @Test(arguments: ["../explore.db", "/explore.db", "sub/explore.db"])
    func anEntryNamedWithAPathIsNotExploreDBAndNothingIsWrittenFromItsName(_ name: String) async throws {
        try await expectRefused(.missingEntry) {
            try await ArchiveTool.write(
                $0, comment: "\(Self.version)#pw", password: "pw", entries: [(name, RealDirectoryFile.v1)])
        }
    }

    @Test func aSecondExploreDBIsRefused() async throws {
        try await expectRefused(.duplicateEntry) {
            try await ArchiveTool.write(
                $0, comment: "\(Self.version)#pw", password: "pw",
                entries: [("explore.db", RealDirectoryFile.v1), ("explore.db", RealDirectoryFile.v1)])
        }
    }

    @Test func anAESArchiveWhoseAuthenticationCodeFailsIsRefused() async throws {
        try await expectRefused(.failsCheck) { archive in
            try await ArchiveTool.write(
                archive, comment: "\(Self.version)#pw", password: "pw", entries: [("explore.db", RealDirectoryFile.v1)])
            var bytes = [UInt8](try Data(contentsOf: archive))
            // The entry's data ends with its 10-byte authentication code, right before the central directory.
            let central = try #require(
                (0..<bytes.count - 4).last { Array(bytes[$0..<$0 + 4]) == [0x50, 0x4B, 0x01, 0x02] })
            bytes[central - 3] ^= 1
            try Data(bytes).write(to: archive)
        }
    }

    @Test(arguments: [0.5, 0.9, 0.99])
    func aTruncatedArchiveIsRefused(_ kept: Double) async throws {
        let whole = folder.url.appendingPathComponent("whole.zip")
        try await ArchiveTool.write(
            whole, comment: "\(Self.version)#pw", password: "pw", entries: [("explore.db", RealDirectoryFile.v1)])
        let bytes = try Data(contentsOf: whole)
        try FileManager.default.removeItem(at: whole)
        try Data(bytes.prefix(Int(Double(bytes.count) * kept))).write(to: archive)
        let before = try Data(contentsOf: current)

        #expect {
            try LegacyDirectoryImporter().importDirectory(from: archive.path, to: current.path)
        } throws: { error in
            guard case .archive(_, .damaged) = error as? ImportError else { return false }
            return true
        }
        #expect(try Data(contentsOf: current) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
                "current.db", "explore.zip",
            ])
    }

    @Test func anEntryThatInflatesPastTheLimitStopsThereAndLeavesNothing() async throws {
        let zeros = folder.url.appendingPathComponent("zeros")
        try Data(count: 4 << 20).write(to: zeros)
        try await ArchiveTool.write(
            archive, comment: "\(Self.version)#pw", password: "pw", entries: [("explore.db", zeros.path)])
        try FileManager.default.removeItem(at: zeros)

        #expect(throws: ArchiveFailure.problem(.tooLarge(limit: 1 << 20))) {
            try UnpackedArchive.unpack(archive.path, beside: current, limit: 1 << 20)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
                "current.db", "explore.zip",
            ])
        #expect(UnpackedArchive.entryLimit(archiveSize: 1_000) == 64 << 20)
        #expect(UnpackedArchive.entryLimit(archiveSize: 10 << 20) == 200 << 20)
        #expect(UnpackedArchive.entryLimit(archiveSize: 900 << 20) == 1 << 30)
    }
}
