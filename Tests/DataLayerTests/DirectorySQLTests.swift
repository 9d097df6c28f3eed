import DataLayer
import DirectoryIndex
import Domain
import Testing

@testable import SnapshotFile

/// The provider rule of ``DirectorySQL`` (and of the reads that follow it), through the directory, on the hand-made
/// file: "b" sells through CTX and PiggyCards, "c" is a gift-card merchant whose only known provider is PiggyCards
/// (an inactive row, a URL row, and a row of an unknown provider), "a" takes Dash and "f" sells through CTX.
@Suite struct DirectorySQLTests {
    let folder: TemporaryDirectory
    let directory: SnapshotDirectory

    init() throws {
        folder = try TemporaryDirectory()
        try HandMadeDirectory.write(
            folder.path("hand.db"), rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers)
        directory = try SnapshotDirectory.reading(folder.path("hand.db"))
    }

    private func ids(_ query: MerchantQuery) async throws -> [String] {
        try await directory.search(query).items.map(\.id.rawValue)
    }

    private var nearNewYork: MerchantQuery {
        MerchantQuery(tab: .nearby, position: Coordinate(latitude: 40.7, longitude: -74.0))
    }

    @Test func dashMerchantsAndCTXMerchantsAreShownWhateverTheTrait() async throws {
        #expect(try await directory.merchant(id: MerchantID("a")).paymentMethod == .dash)
        #expect(try await directory.merchant(id: MerchantID("f")).offers.map(\.provider) == [.ctx])
        #expect(try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.ctx]))) == ["b", "f"])
    }

    /// "g"'s own discount (15.5 %) is its PiggyCards offer's, beside a CTX offer redeemed by URL; "h"'s own
    /// discount (9 %) stands beside an inactive CTX offer only.
    @Test func theOwnDiscountDoesNotCountBesideADisabledProvidersOffer() async throws {
        let path = folder.path("own.db")
        try HandMadeDirectory.write(
            path,
            rows: [
                .init(id: 1, merchantID: "g", name: "Gift Shop", type: "online", payment: "gift card", savings: 1550),
                .init(id: 2, merchantID: "h", name: "Home Shop", type: "online", payment: "gift card", savings: 900),
            ],
            offers: [
                .init(merchantID: "g", provider: "CTX", savings: 625, redeem: "url"),
                .init(merchantID: "g", provider: "PiggyCards", savings: 1550),
                .init(merchantID: "h", provider: "CTX", savings: 1200, active: 0),
            ])
        let directory = try SnapshotDirectory.reading(path)

        let page = try await directory.search(MerchantQuery(sort: .discount))
        let catalog = try await directory.catalogStream(territory: nil, batchSize: 10).collected()

        let nine = Discount(basisPoints: 900)
        #if PiggyCards
            let gift = Discount(basisPoints: 1550)
            #expect(page.items.map(\.id.rawValue) == ["g", "h"])
            #expect(page.items.map(\.bestDiscount) == [gift, nine])
            #expect(catalog.map(\.discount) == [gift, nine])
        #else
            // Without the trait "g" has no discount left to show, and sorts after "h".
            #expect(page.items.map(\.id.rawValue) == ["h", "g"])
            #expect(page.items.map(\.bestDiscount) == [nine, nil])
            #expect(catalog.map(\.discount) == [nil, nine])
        #endif
    }

    /// Only a redeem type whose trimmed, lower-cased text is "url" hides a row, however it is spelt or stored:
    /// the quick GLOB before the trim must pass nothing else and stop nothing more.
    @Test func onlyARedeemTypeThatReadsURLHidesARow() async throws {
        let path = folder.path("redeem.db")
        let redeemTypes: [(String?, Bool)] = [
            ("url", false), (" URL\t", false), ("uRl", false), ("\u{3000}url\n", false), ("urls", true),
            ("curl", true), ("u rl", true), ("barcode", true), ("", true), (nil, true), ("url/", true),
            ("ur", true), ("Ｕrl", true),
        ]
        try HandMadeDirectory.write(
            path,
            rows: redeemTypes.enumerated().map { index, redeem in
                .init(
                    id: Int64(index + 1), merchantID: "m\(index)", name: "Shop \(index)", redeem: redeem.0,
                    latitude: 10.48, longitude: -66.9)
            },
            offers: [])
        let directory = try SnapshotDirectory.reading(path)
        let shown = redeemTypes.indices.filter { redeemTypes[$0].1 }.map { "m\($0)" }

        let list = try await directory.search(MerchantQuery(page: PageRequest(limit: 100)))
        let near = try await directory.search(
            MerchantQuery(tab: .nearby, position: Coordinate(latitude: 10.48, longitude: -66.9)))

        #expect(list.items.map(\.id.rawValue).sorted() == shown.sorted())
        #expect(near.items.map(\.id.rawValue).sorted() == shown.sorted())
    }

    #if PiggyCards
        @Test func withTheTraitAPiggyCardsOnlyMerchantIsShownEverywhere() async throws {
            #expect(try await directory.merchant(id: MerchantID("c")).offers.count == 2)
            #expect(try await ids(MerchantQuery()) == ["c", "b", "a", "f"])
            #expect(try await ids(nearNewYork) == ["c"])
            #expect(try await directory.territories().map(\.name).contains("New York"))
            let summary = try await directory.catalogSummary(territory: nil)
            #expect(summary.merchantCount == 4)
            #expect(summary.merchantCountByProvider == [.ctx: 2, .piggyCards: 1])
            let stream = try await directory.catalogStream(territory: nil, batchSize: 10).collected()
            #expect(stream.map(\.id.rawValue) == ["c", "b", "a", "f"])
        }

        @Test func withTheTraitPiggyCardsOffersAreListedAndFiltered() async throws {
            let books = try await directory.merchant(id: MerchantID("b"))
            #expect(books.offers.map(\.provider) == [.ctx, .piggyCards])
            let listing = try await directory.search(MerchantQuery(text: "books online")).items.first
            #expect(listing?.providers == [.ctx, .piggyCards])
            #expect(try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.piggyCards]))) == ["b"])
        }
    #else
        @Test func withoutTheTraitAPiggyCardsOnlyMerchantIsHiddenEverywhere() async throws {
            await #expect(throws: DirectoryError.merchantNotFound(MerchantID("c"))) {
                try await directory.merchant(id: MerchantID("c"))
            }
            #expect(try await ids(MerchantQuery()) == ["b", "a", "f"])
            #expect(try await ids(MerchantQuery(text: "books")) == ["b"])
            let fixed = try await ids(MerchantQuery(filters: MerchantFilters(denominations: [.fixed])))
            #expect(fixed == ["f"], "b's fixed amounts are PiggyCards'")
            #expect(try await ids(nearNewYork) == [])
            #expect(try await directory.territories().map(\.name) == ["Beirut", "Carabobo", "Distrito Capital"])
            let summary = try await directory.catalogSummary(territory: nil)
            #expect(summary.merchantCount == 3)
            #expect(summary.merchantCountByProvider == [.ctx: 2])
            #expect(try await directory.catalogSummary(territory: "New York").merchantCount == 0)
            let stream = try await directory.catalogStream(territory: nil, batchSize: 10).collected()
            #expect(stream.map(\.id.rawValue) == ["b", "a", "f"])
        }

        @Test func withoutTheTraitPiggyCardsOffersAreDroppedAndMatchNoFilter() async throws {
            #expect(try await directory.merchant(id: MerchantID("b")).offers.map(\.provider) == [.ctx])
            let books = try #require(try await directory.search(MerchantQuery(text: "books online")).items.first)
            #expect(books.providers == [.ctx])
            #expect(books.bestDiscount == Discount(basisPoints: 600))
            #expect(try await ids(MerchantQuery(filters: MerchantFilters(paymentOptions: [.piggyCards]))) == [])
        }
    #endif
}
