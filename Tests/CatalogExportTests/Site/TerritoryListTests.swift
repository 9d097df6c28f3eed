import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("TerritoryList")
struct TerritoryListTests {
    /// One shop in each of `names`.
    static func catalog(territories names: [String]) async throws -> Catalog {
        let merchants = names.enumerated().map { offset, territory in
            Merchant(
                id: MerchantID("m-\(offset)"), name: "Shop \(offset)", type: .physical, paymentMethod: .dash,
                locations: [Location(id: Int64(offset), addressLines: ["Street 1"], territory: territory)])
        }
        return try await CatalogFixture.catalog(merchants)
    }

    static let many =
        (0..<26).map { String(UnicodeScalar(65 + $0)!) + "rea" } + [
            "Ávila", "Łódź", "Ōsaka", "Östergötland", "100 Mile House", "Zeta",
        ]

    @Test("a short list is one list, in name order ignoring case and accents")
    func shortList() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(
            try await Self.catalog(territories: ["zulia", "Ávila", "Aragua"]), to: folder)
        let index = ParsedHTML(try folder.contents(of: "index.html"))
        let list = index.all("ul").filter { $0.attributes["class"] == "territory-list" }
        #expect(list.count == 1)
        #expect(
            index.all("li").map(\.text).filter { $0.hasSuffix("merchant") } == [
                "Aragua1 merchant", "Ávila1 merchant", "zulia1 merchant",
            ])
        #expect(index.all("h3").isEmpty)
    }

    @Test("a long list is grouped by first letter, accents removed, with a row of letters linking to the groups")
    func longList() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(try await Self.catalog(territories: Self.many), to: folder)
        let index = ParsedHTML(try folder.contents(of: "index.html"))
        let letters = index.all("h3").map(\.text)
        #expect(letters.first == "#" || letters.first == "A")
        #expect(letters.contains("Ł") && letters.contains("O") && !letters.contains("Ō") && !letters.contains("Ö"))
        #expect(Set(letters).count == letters.count)
        let ids = index.all("h3").compactMap { $0.attributes["id"] }
        #expect(ids.count == letters.count && Set(ids).count == ids.count)
        let jumps = index.all("a").compactMap { $0.attributes["href"] }.filter { $0.hasPrefix("#territories-") }
        #expect(jumps == ids.map { "#\($0)" })
        #expect(ids.allSatisfy { $0.utf8.allSatisfy { $0 < 128 } })
        let groupO = index.all("ul").filter { $0.attributes["class"] == "territory-list" }
            .first { $0.text.contains("Ōsaka") }
        #expect(groupO?.text.contains("Östergötland") == true && groupO?.text.contains("Orea") == true)
        let errors = try await NuValidator.errors(in: folder.url)
        #expect(errors == nil, "\(errors ?? "")")
    }
}
