import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("CatalogXMLRenderer")
struct CatalogXMLRendererTests {
    @Test("the fixture's catalog matches its golden XML and schema")
    func matchesGolden() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogXMLRenderer().render(try await CatalogFixture.catalog(), to: folder)
        try GoldenFolder.check(folder, against: "xml")
    }

    @Test("a merchant with more locations than it carries lists the kept ones, counts them all, and stays valid")
    func bigMerchantMatchesGolden() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogXMLRenderer().render(try await CatalogFixture.catalog([CatalogFixture.bigChain]), to: folder)
        try GoldenFolder.check(folder, against: "xml-big-merchant")
        try CatalogSchemaValidator().validate(fileAt: folder.url.appendingPathComponent(CatalogXMLRenderer.fileName))
    }

    @Test("the written catalog is valid against the schema")
    func validatesAgainstSchema() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogXMLRenderer().render(try await CatalogFixture.catalog(), to: folder)
        try CatalogSchemaValidator().validate(fileAt: folder.url.appendingPathComponent(CatalogXMLRenderer.fileName))
    }

    @Test("hostile text is escaped by libxml2 and the document stays valid")
    func hostileTextStaysValid() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogXMLRenderer().render(try await CatalogFixture.catalog(HostileMerchants.all), to: folder)
        let file = folder.url.appendingPathComponent(CatalogXMLRenderer.fileName)
        try CatalogSchemaValidator().validate(fileAt: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("<script"))
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains("&lt;script&gt;"))
    }

    @Test("a territory catalog says so and lists only that territory")
    func territoryCatalog() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let catalog = try await CatalogFixture.catalog(territory: "Aragua")
        try await CatalogXMLRenderer().render(catalog, to: folder)
        let file = folder.url.appendingPathComponent(CatalogXMLRenderer.fileName)
        try CatalogSchemaValidator().validate(fileAt: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("territory=\"Aragua\""))
        #expect(text.components(separatedBy: "<territory name=").count == 2)
        #expect(text.components(separatedBy: "<merchant ").count - 1 == 3)
    }

    @Test("rendering twice gives byte-identical files")
    func isDeterministic() async throws {
        let first = try TemporaryCatalogFolder()
        let second = try TemporaryCatalogFolder()
        defer {
            first.remove()
            second.remove()
        }
        try await CatalogXMLRenderer().render(try await CatalogFixture.catalog(), to: first)
        try await CatalogXMLRenderer().render(try await CatalogFixture.catalog(), to: second)
        #expect(try first.contents(of: "catalog.xml") == second.contents(of: "catalog.xml"))
    }

    @Test("progress counts every merchant against the summary's total")
    func reportsProgress() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let reports = ProgressLog()
        try await CatalogXMLRenderer().render(try await CatalogFixture.catalog(), to: folder) { reports.append($0) }
        let count = InMemoryDirectory.shown(CatalogFixture.merchants).count
        #expect(reports.items == (1...count).map { CatalogProgress(written: $0, total: count) })
    }

    @Test("a directory failure mid-stream is reported as a catalog error")
    func directoryFailure() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let failing = Catalog(
            summary: try await CatalogFixture.catalog().summary, territory: nil,
            merchants: MerchantStream { { () throws(DirectoryError) in throw .readFailed("disk I/O error") } })
        await #expect(throws: CatalogError.directory(.readFailed("disk I/O error"))) {
            try await CatalogXMLRenderer().render(failing, to: folder)
        }
    }
}

@Suite("CatalogXMLRenderer with ATMs")
struct CatalogXMLRendererATMTests {
    @Test("ATMs follow the merchants, valid against the schema, hostile text escaped")
    func atmsAreValid() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogXMLRenderer().render(try await ATMTerritoryPageTests.catalog(), to: folder)
        let file = folder.url.appendingPathComponent(CatalogXMLRenderer.fileName)
        try CatalogSchemaValidator().validate(fileAt: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: "<atm ").count - 1 == 5)
        #expect(text.contains("<atm id=\"12\" type=\"both\">\n      <name>Cafe Bitcoin Kiosk</name>"))
        #expect(text.contains("<atm id=\"99\">\n      <name>&lt;script&gt;"))
        #expect(!text.contains("javascript:"))
    }

    @Test("a duplicate ATM id breaks the schema's uniqueness rule")
    func duplicateIDsAreInvalid() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        var catalog = try await CatalogFixture.catalog()
        catalog.atms = [Fixtures.caracasATM, Fixtures.caracasATM]
        try await CatalogXMLRenderer().render(catalog, to: folder)
        #expect(throws: CatalogError.self) {
            try CatalogSchemaValidator().validate(
                fileAt: folder.url.appendingPathComponent(CatalogXMLRenderer.fileName))
        }
    }
}
