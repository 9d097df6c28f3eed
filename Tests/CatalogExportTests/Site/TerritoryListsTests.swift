import Domain
import Testing

@testable import CatalogExport

@Suite("TerritoryLists")
struct TerritoryListsTests {
    /// An entry with the given name, stem and place, paid with Dash, with no discount.
    static func entry(_ name: String, stem: String, place: String) -> MerchantEntry {
        MerchantEntry(name: name, stem: stem, type: .physical, paymentMethod: .dash, discount: nil, place: place)
    }

    @Test("every line reads back as it was written, whatever its length, type, payment and discount")
    func linesRoundTrip() {
        let places = ["Caracas", "Online", ""]
        // Discounts around the one-byte and two-byte boundaries of their zig-zagged form, fees and none.
        let discounts = [nil, 1, -1, 63, 64, -64, -65, 1_775, -10_000, 10_000].map { $0.map(Discount.init) }
        var written: [MerchantEntry] = (0..<5_000).map { number in
            MerchantEntry(
                name: "Shop \(number) Ñandú", stem: "shop-\(number)-nandu--\(number)",
                type: MerchantType.allCases[number % 3], paymentMethod: PaymentMethod.allCases[number % 2],
                discount: discounts[number % discounts.count], place: places[number % places.count])
        }
        // Lengths around the one-byte and two-byte length boundaries, an empty name, and a long name.
        written += [127, 128, 16_383, 16_384, 0].map {
            Self.entry(String(repeating: "a", count: $0), stem: "s", place: "d")
        }
        written.append(Self.entry(String(repeating: "é", count: 40_000), stem: "long--1", place: places[0]))
        written.append(Self.entry("After the long one", stem: "after--2", place: "Valencia"))
        var lines = MerchantLines()
        var bytes: [UInt8] = []
        for entry in written { lines.encode(entry, into: &bytes) }

        #expect(lines.places == places + ["d", "Valencia"])
        #expect(MerchantLines.decode(bytes, places: lines.places) == written)
    }

    @Test("a merchant in two territories is placed in each by its cities there")
    func placedByTerritory() throws {
        let site = try SiteContext(catalog: Self.catalog(), options: CatalogSiteOptions(merchantsPerPage: 2))
        let scratch = MemoryScratch()
        var lists = TerritoryLists(site: site, scratch: scratch)
        try lists.add(Self.entry("M", stem: "m", place: "everywhere"), territories: ["Beirut", "Nowhere"]) {
            "cities of \($0)"
        }
        try lists.add(Self.entry("N", stem: "n", place: "everywhere"), territories: []) { "cities of \($0)" }
        let listings = lists.listings(places: SitePlaces(hasPage: { _ in true }, scratch: scratch))
        #expect(
            try listings.map { try $0.merchants.page(1).map(\.line) } == [
                ["cities of Beirut · Pay with Dash"], ["everywhere · Pay with Dash"],
            ])
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
            try lists.add(Self.entry("M\(number)", stem: "m\(number)", place: "p\(number % 2)"), territories: names) {
                _ in "p\(number % 2)"
            }
        }

        let listings = lists.listings(places: SitePlaces(hasPage: { _ in true }, scratch: scratch))
        let pages = try listings.map { listing in
            try (1...listing.pageCount(site) + 1).map { try listing.merchants.page($0).map(\.name) }
        }
        #expect(listings.map(\.title) == ["Beirut", "Tyre", OtherMerchants.title])
        #expect(pages[0] == [["M0", "M1"], ["M3", "M4"], ["M5"], []])
        #expect(pages[1] == [["M1", "M4"], []])
        #expect(pages[2] == [["M2", "M6"], []])
        #expect(try listings[0].merchants.page(2).map(\.place) == ["p1", "p0"])
        #expect(lists.otherCount == 2)
        // Four full pages went to scratch space: Beirut's two, Tyre's and the other merchants'.
        #expect(listings.map(\.merchants.pages.ranges.count) == [2, 1, 1])
        #expect(try scratch.read(0..<0).isEmpty)
    }

    @Test("a page the scratch space refuses stops the lists with its error, as a page the output refuses would")
    func refusedPage() throws {
        let site = try SiteContext(catalog: Self.catalog(), options: CatalogSiteOptions(merchantsPerPage: 2))
        var lists = TerritoryLists(site: site, scratch: RefusingScratch())
        let entry = Self.entry("M", stem: "m", place: "Beirut")
        try lists.add(entry, territories: ["Beirut"]) { $0 }
        #expect(throws: RefusingScratch.error) { try lists.add(entry, territories: ["Beirut"]) { $0 } }
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
