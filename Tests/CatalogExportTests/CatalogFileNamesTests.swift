import Domain
import Testing

@testable import CatalogExport

@Suite("CatalogFileNames")
struct CatalogFileNamesTests {
    @Test("slugs keep lower-case ASCII letters and digits, drop accents and join the rest with single dashes")
    func slugs() {
        #expect(CatalogFileNames.slug("Café Ávila", fallback: "x") == "cafe-avila")
        #expect(CatalogFileNames.slug("  --Tienda  Ñandú!!", fallback: "x") == "tienda-nandu")
        #expect(CatalogFileNames.slug("../../etc/passwd", fallback: "x") == "etc-passwd")
        #expect(CatalogFileNames.slug("مرحبا", fallback: "merchant") == "merchant")
        #expect(CatalogFileNames.slug(String(repeating: "ab ", count: 1000), fallback: "x").count <= 60)
        // Cut at 60 bytes, never after a dash: a dash is only written with the letter that follows it.
        #expect(
            CatalogFileNames.slug(String(repeating: "ab ", count: 1000), fallback: "x")
                == Array(repeating: "ab", count: 20).joined(separator: "-"))
        #expect(
            CatalogFileNames.slug(String(repeating: "A", count: 61), fallback: "x") == String(repeating: "a", count: 60)
        )
    }

    @Test("an id that already is a slug is kept as it is")
    func plainIDs() {
        #expect(
            CatalogFileNames.merchantPage(name: "Café Ávila", id: MerchantID("m-cafe"))
                == "merchants/cafe-avila--m-cafe.html")
        #expect(CatalogFileNames.merchantPage(name: "Deli", id: MerchantID("42")) == "merchants/deli--42.html")
        #expect(CatalogFileNames.merchantStem(name: "Deli", id: MerchantID("42")) == "deli--42")
        #expect(CatalogFileNames.merchantPage(stem: "deli--42") == "merchants/deli--42.html")
    }

    @Test("ids that a slug would change get a hash, so ids differing only in case or punctuation never collide")
    func lossyIDs() {
        let ids = ["a b", "a-b", "A-B", "a_b", "a/b", "../a-b", "ａ-ｂ"]
        let pages = ids.map { CatalogFileNames.merchantPage(name: "Same Name", id: MerchantID($0)) }
        #expect(Set(pages).count == ids.count)
        #expect(pages[1] == "merchants/same-name--a-b.html")
        #expect(pages[0] == "merchants/same-name--a-b--\(CatalogFileNames.hash("a b")).html")
        for page in pages {
            #expect(page.utf8.allSatisfy { $0 < 128 } && !page.dropFirst("merchants/".count).contains("/"))
        }
    }

    @Test("the hash is 64-bit FNV-1a, the same on every run and machine")
    func stableHash() {
        #expect(CatalogFileNames.hash("") == "cbf29ce484222325")
        #expect(CatalogFileNames.hash("a") == "af63dc4c8601ec8c")
    }

    @Test("territories whose slugs clash get a hash each; the others keep their plain slug")
    func territorySlugs() {
        let slugs = CatalogFileNames.territorySlugs(["New York", "new-york", "Aragua"])
        #expect(slugs["Aragua"] == "aragua")
        #expect(slugs["New York"] == "new-york--\(CatalogFileNames.hash("New York"))")
        #expect(slugs["new-york"] == "new-york--\(CatalogFileNames.hash("new-york"))")
    }
}
