import Domain
import Testing

@testable import CatalogExport

@Suite("TerritoryLists")
struct TerritoryListsTests {
    @Test("every line reads back as it was written, whatever its length")
    func linesRoundTrip() {
        let details = ["In shops · Pay with Dash", "Online · Gift cards · 17.75% off", ""]
        var written: [MerchantEntry] = (0..<5_000).map { number in
            MerchantEntry(
                name: "Shop \(number) Ñandú", stem: "shop-\(number)-nandu--\(number)",
                detail: details[number % details.count])
        }
        // Lengths around the one-byte and two-byte length boundaries, an empty name, and a long name.
        written += [127, 128, 16_383, 16_384, 0].map {
            MerchantEntry(name: String(repeating: "a", count: $0), stem: "s", detail: "d")
        }
        written.append(MerchantEntry(name: String(repeating: "é", count: 40_000), stem: "long--1", detail: details[0]))
        written.append(MerchantEntry(name: "After the long one", stem: "after--2", detail: "new detail"))
        var lines = MerchantLines()
        var bytes: [UInt8] = []
        for entry in written { lines.encode(entry, into: &bytes) }

        #expect(lines.details == details + ["d", "new detail"])
        #expect(MerchantLines.decode(bytes, details: lines.details) == written)
    }

    @Test("each list's pages hold its merchants in the order added, full pages set aside, the rest kept")
    func pages() throws {
        let site = try SiteContext(
            catalog: Catalog(
                summary: CatalogSummary(
                    snapshot: CatalogFixture.info, merchantCount: 7, locationCount: 7,
                    territories: [
                        Territory(name: "Beirut", merchantCount: 5), Territory(name: "Tyre", merchantCount: 2),
                    ],
                    merchantCountByType: [:], merchantCountByProvider: [:], dashMerchantCount: 0, bestDiscounts: []),
                territory: nil, merchants: MerchantStream { { nil } }),
            options: CatalogSiteOptions(merchantsPerPage: 2))
        let scratch = MemoryScratch()
        var lists = TerritoryLists(site: site, scratch: scratch)
        let territories = [
            ["Beirut"], ["Beirut", "Tyre"], ["Nowhere"], ["Beirut"], ["Beirut", "Tyre"], ["Beirut"], [],
        ]
        for (number, names) in territories.enumerated() {
            try lists.add(
                MerchantEntry(name: "M\(number)", stem: "m\(number)", detail: "d\(number % 2)"), territories: names)
        }

        let listings = lists.listings(places: SitePlaces(hasPage: { _ in true }, scratch: scratch))
        let pages = try listings.map { listing in
            try (1...listing.pageCount(site) + 1).map { try listing.merchants.page($0).map(\.name) }
        }
        #expect(listings.map(\.title) == ["Beirut", "Tyre", OtherMerchants.title])
        #expect(pages[0] == [["M0", "M1"], ["M3", "M4"], ["M5"], []])
        #expect(pages[1] == [["M1", "M4"], []])
        #expect(pages[2] == [["M2", "M6"], []])
        #expect(try listings[0].merchants.page(2).map(\.detail) == ["d1", "d0"])
        #expect(lists.otherCount == 2)
        // Four full pages went to scratch space: Beirut's two, Tyre's and the other merchants'.
        #expect(listings.map(\.merchants.pages.ranges.count) == [2, 1, 1])
        #expect(try scratch.read(0..<0).isEmpty)
    }

    @Test("a page the scratch space refuses stops the lists with its error, as a page the output refuses would")
    func refusedPage() throws {
        let site = try SiteContext(catalog: Self.catalog(), options: CatalogSiteOptions(merchantsPerPage: 2))
        var lists = TerritoryLists(site: site, scratch: RefusingScratch())
        let entry = MerchantEntry(name: "M", stem: "m", detail: "d")
        try lists.add(entry, territories: ["Beirut"])
        #expect(throws: RefusingScratch.error) { try lists.add(entry, territories: ["Beirut"]) }
    }

    static func catalog() -> Catalog {
        Catalog(
            summary: CatalogSummary(
                snapshot: CatalogFixture.info, merchantCount: 2, locationCount: 2,
                territories: [Territory(name: "Beirut", merchantCount: 2)], merchantCountByType: [:],
                merchantCountByProvider: [:], dashMerchantCount: 0, bestDiscounts: []),
            territory: nil, merchants: MerchantStream { { nil } })
    }
}

/// Scratch space on a full disk: every append fails as `write(2)` would.
struct RefusingScratch: CatalogScratch {
    static let error = CatalogError.output("Cannot write the catalog's scratch space: No space left on device.")

    func append(_ bytes: [UInt8]) throws(CatalogError) -> Range<Int> { throw Self.error }

    func read(_ range: Range<Int>) throws(CatalogError) -> [UInt8] { throw Self.error }
}
