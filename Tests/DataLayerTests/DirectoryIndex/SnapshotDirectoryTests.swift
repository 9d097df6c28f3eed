import DataLayer
import Domain
import Foundation
import Testing

@testable import DirectoryIndex

/// The one place that chooses the adapter: the accelerated directory for a file whose derived tables a marker vouches
/// for, the reference one for any other, chosen again when the file at the path is replaced.
@Suite struct SnapshotDirectoryTests {
    let fixture = GeneratedFixture.shared

    /// A copy of the shared file without the marker, as another tool would leave it.
    private func fromElsewhere(in folder: TemporaryDirectory) throws -> String {
        try folder.tamperedCopy(
            of: fixture.path, "DELETE FROM explore_metadata WHERE key = ?", arguments: [DerivedTables.markerKey])
    }

    @Test func aFileWeWroteIsReadByTheAcceleratedDirectory() throws {
        #expect(try IndexedDirectory.open(path: fixture.path) != nil)
        #expect(try SnapshotDirectory.reading(fixture.path).adapter is IndexedDirectory)
    }

    @Test func aFileWhoseTablesNoMarkerVouchesForIsReadByTheReferenceDirectory() throws {
        let folder = try TemporaryDirectory()
        let path = try fromElsewhere(in: folder)
        #expect(try IndexedDirectory.open(path: path) == nil)
        #expect(try SnapshotDirectory.reading(path).adapter is SQLiteDirectory)
    }

    @Test func theChoiceIsMadeAgainWhenTheFileIsReplaced() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("directory.db")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        let directory = try SnapshotDirectory.reading(path)
        #expect(directory.adapter is IndexedDirectory)

        #expect(rename(try fromElsewhere(in: folder), path) == 0)
        #expect(directory.adapter is SQLiteDirectory)
        let query = MerchantQuery(text: "a")
        #expect(try await directory.search(query) == SQLiteDirectory(path: path).search(query))
    }

    @Test func aFileThatIsNoDirectoryFailsAsBothAdaptersDo() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("none.db")
        #expect(throws: DirectoryError.missing(path)) { try SnapshotDirectory.reading(path) }
    }
}
