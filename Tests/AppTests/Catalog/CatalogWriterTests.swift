import CatalogExport
import Domain
import Foundation
import Presentation
import Synchronization
import TestSupport
import Testing

@testable import CatalogPublisher
@testable import ExploreApp

@Suite struct CatalogWriterTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)

    func catalog(territory: String? = nil) async throws -> Catalog {
        try await BuildCatalog(directory: directory)(territory: territory)
    }

    @Test func bothFormatsGiveTheSiteAndTheXMLWhichFollowsItsSchema() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("catalog")
        let reports = Mutex<[CatalogProgress]>([])
        let writer = CatalogWriter(
            destination: out, format: .both, baseURL: nil, replacesForeignFolder: false, protecting: ProtectedFolders())

        let exported = try await writer.write(try await catalog()) { progress in
            reports.withLock { $0.append(progress) }
        }

        #expect(exported.documents == ["index.html", "catalog.xml"])
        let paths = try filesWritten(in: out)
        #expect(exported.fileCount == paths.count)
        #expect(paths.contains("index.html"))
        #expect(paths.contains("catalog.xml"))
        #expect(paths.contains { $0.hasPrefix("merchants/") })
        #expect(!paths.contains("sitemap.xml"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".explore-catalog").path))
        try CatalogSchemaValidator().validate(fileAt: out.appendingPathComponent("catalog.xml"))
        // Each merchant is counted once per format.
        let merchants = 2 * Fixtures.shownMerchantCount
        #expect(reports.withLock { $0.last } == CatalogProgress(written: merchants, total: merchants))
    }

    @Test func aBaseURLAddsTheSitemapWithAbsoluteAddresses() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("catalog")
        let writer = CatalogWriter(
            destination: out, format: .html, baseURL: URL(string: "https://example.org/dash/"),
            replacesForeignFolder: false, protecting: ProtectedFolders())

        _ = try await writer.write(try await catalog()) { _ in }

        let sitemap = try String(contentsOf: out.appendingPathComponent("sitemap-1.xml"), encoding: .utf8)
        #expect(sitemap.contains("https://example.org/dash/index.html"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("catalog.xml").path))
    }

    @Test func aForeignFolderIsRefusedAndLeftAsItWas() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let writer = CatalogWriter(
            destination: out, format: .xml, baseURL: nil, replacesForeignFolder: false, protecting: ProtectedFolders())

        await #expect(throws: CatalogError.self) { _ = try await writer.write(try await catalog()) { _ in } }

        #expect(folder.contents() == ["mine", "mine/notes.txt"])
    }

    @Test func twoPagesSharingAFileNameStopTheCatalogAndNothingAppears() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("catalog")
        let twin = Merchant(id: MerchantID("m-twin"), name: "Twin", type: .online, paymentMethod: .dash)
        let writer = CatalogWriter(
            destination: out, format: .html, baseURL: nil, replacesForeignFolder: false, protecting: ProtectedFolders())

        await #expect(throws: CatalogError.fileNameCollision("merchants/twin--m-twin.html")) {
            _ = try await writer.write(try await BuildCatalog(directory: InMemoryDirectory(merchants: [twin, twin]))())
            {
                _ in
            }
        }

        #expect(folder.contents() == [])
    }

    @Test func aFailureHalfwayLeavesTheOldCatalogAndNoStagingFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("catalog")
        let writer = CatalogWriter(
            destination: out, format: .xml, baseURL: nil, replacesForeignFolder: false, protecting: ProtectedFolders())
        _ = try await writer.write(try await catalog()) { _ in }
        let before = folder.contents()
        let failing = FailingDirectory(base: directory)

        await #expect(throws: CatalogError.self) {
            _ = try await writer.write(try await BuildCatalog(directory: failing)()) { _ in }
        }

        #expect(folder.contents() == before)
    }

    @Test func aCancelPartWayStopsAtTheNextWriteAndLeavesTheOldCatalogAndNoStagingFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("catalog")
        let writer = CatalogWriter(
            destination: out, format: .both, baseURL: nil, replacesForeignFolder: false, protecting: ProtectedFolders())
        _ = try await writer.write(try await catalog()) { _ in }
        let before = folder.contents()
        let reports = Mutex<[CatalogProgress]>([])
        let catalog = try await catalog()

        let result = await Task { () -> Result<ExportedCatalog, CatalogError> in
            do throws(CatalogError) {
                return .success(
                    try await writer.write(catalog) { progress in
                        // The person presses Esc as the first merchant is reported.
                        reports.withLock { $0.append(progress) }
                        withUnsafeCurrentTask { $0?.cancel() }
                    })
            } catch {
                return .failure(error)
            }
        }.value

        #expect(result == .failure(.output("The catalog was cancelled.")))
        // Each merchant is counted once per format.
        #expect(reports.withLock { $0 } == [CatalogProgress(written: 1, total: 2 * Fixtures.shownMerchantCount)])
        #expect(folder.contents() == before)
    }

    @Test func theExporterNamesTheDocumentsInItsFolderAndCountsMerchantsOnce() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("catalog")
        let counts = Mutex<[Int]>([])
        let exporter = FolderCatalogExporter(
            writer: CatalogWriter(
                destination: out, format: .both, baseURL: nil, replacesForeignFolder: false,
                protecting: ProtectedFolders()))

        let exported = try await exporter.export(try await catalog()) { count in counts.withLock { $0.append(count) } }

        let documents = ["index.html", "catalog.xml"].map { out.appendingPathComponent($0).path }
        #expect(exported.documents == documents)
        #expect(documents.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(exported.fileCount == (try filesWritten(in: out)).count)
        #expect(counts.withLock { $0.last } == Fixtures.shownMerchantCount)
        #expect(counts.withLock { $0.allSatisfy { $0 <= Fixtures.shownMerchantCount } })
    }
}

/// The files in `folder` and below, relative to it, without the folder's marker.
func filesWritten(in folder: URL) throws -> [String] {
    let found = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
    return found.filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            && !isFolder.boolValue && path != ".explore-catalog"
    }
}

/// A directory whose catalog merchants cannot be read, to make a catalog fail after it has started.
struct FailingDirectory: MerchantDirectory {
    let base: InMemoryDirectory

    func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        try await base.search(query)
    }
    func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        try await base.merchant(id: id, near: position)
    }
    func territories() async throws(DirectoryError) -> [Territory] { try await base.territories() }
    func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        try await base.catalogSummary(territory: territory)
    }
    func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        MerchantStream { { () throws(DirectoryError) in throw .readFailed("the disk went away") } }
    }
    func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo { try await base.snapshotInfo() }
}
