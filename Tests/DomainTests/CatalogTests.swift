import Domain
import TestSupport
import Testing

@Suite("Catalog")
struct CatalogTests {
    @Test("the cursor after a merchant holds its name as written and its id")
    func cursorAfterMerchant() {
        let cursor = CatalogCursor(after: Fixtures.cafe)
        #expect(cursor == CatalogCursor(name: "Café Ávila", id: MerchantID("m-cafe")))
    }
}
