import CatalogExport
import Foundation
import Testing

@Suite("CatalogSchemaValidator")
struct CatalogSchemaValidatorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("the schema carried in the program is its resource file, and Docs/catalog.xsd is the same file")
    func schemaMatchesDocs() throws {
        let resource = Self.root.appendingPathComponent("Presentation/CatalogExport/Resources/catalog.xsd")
        let docs = Self.root.appendingPathComponent("Docs/catalog.xsd")
        #expect(try Data(contentsOf: resource) == CatalogSchema.data)
        #expect(try Data(contentsOf: docs) == CatalogSchema.data)
    }

    @Test(
        "documents that break the schema are rejected with libxml2's messages",
        arguments: [
            "<catalog xmlns='urn:explore:catalog:1' schemaVersion='4' merchantCount='1' locationCount='0'>"
                + "<territories/><merchants><merchant id='a' type='shop' paymentMethod='dash'><name>A</name></merchant>"
                + "</merchants></catalog>",
            "<catalog xmlns='urn:explore:catalog:1' schemaVersion='4' merchantCount='2' locationCount='0'><territories/>"
                + "<merchants><merchant id='a' type='online' paymentMethod='dash'><name>A</name></merchant>"
                + "<merchant id='a' type='online' paymentMethod='dash'><name>B</name></merchant></merchants></catalog>",
            "<catalog schemaVersion='4' merchantCount='0' locationCount='0'><territories/><merchants/></catalog>",
        ])
    func rejectsInvalid(document: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("invalid-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(document.utf8).write(to: file)
        #expect {
            try CatalogSchemaValidator().validate(fileAt: file)
        } throws: { error in
            guard case CatalogError.invalidDocument(let messages) = error else { return false }
            return !messages.isEmpty
        }
    }
}
