import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct MerchantDetailJSONTests {
    @Test func locationsComeNearestFirstWithTheirCoordinatesAndDistances() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let detail = try await GetMerchantDetail(directory: directory)(Fixtures.cafe.id, near: Fixtures.valencia)

        let json = try JSONOutput.string(MerchantDetailJSON(detail))

        #expect(
            json == """
                {"locationCount":2,"locations":[{"address":"Calle 100, Carabobo","distanceMeters":0,"latitude":10.162,\
                "longitude":-68.0077,"phone":null},{"address":"Av. Urdaneta 1, Distrito Capital","distanceMeters":125872,\
                "latitude":10.4806,"longitude":-66.9036,"phone":null}],"merchantId":"m-cafe","name":"Café Ávila",\
                "offers":[],"phone":null,"type":"physical","website":null}

                """)
    }

    @Test func offersSayWhichSourceTheirDiscountCameFrom() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let live = ScriptedLiveInfo([
            .ctx: .success(LiveProviderInfo(provider: .ctx, discount: Discount(basisPoints: 750)))
        ])
        let detail = try await GetMerchantDetail(directory: directory, liveInfo: live)(Fixtures.bookshop.id, near: nil)

        let json = try JSONOutput.string(MerchantDetailJSON(detail))

        // The bookshop's PiggyCards offer is there only with that trait.
        let piggyCards =
            GiftCardProvider.piggyCards.isEnabled
            ? """
            ,{"denominationsType":"fixed","discountBasisPoints":-150,"enabled":true,"provider":"PiggyCards",\
            "source":"snapshot"}
            """ : ""
        #expect(
            json == """
                {"locationCount":1,"locations":[{"address":"Main St","distanceMeters":null,"latitude":null,\
                "longitude":null,"phone":null}],"merchantId":"m-books","name":"Books Online","offers":[{"denominationsType":"min-max",\
                "discountBasisPoints":750,"enabled":true,"provider":"CTX","source":"live"}\(piggyCards)],\
                "phone":null,"type":"online","website":"https://books.example.com"}

                """)
    }

    @Test func aMerchantWithMoreLocationsThanItCarriesCountsThemAll() async throws {
        let chain = Merchant(
            id: MerchantID("m-chain"), name: "Big Chain", type: .physical, paymentMethod: .dash,
            locations: (1...1_500).map { Fixtures.location(Int64($0), Fixtures.valencia) })
        let directory = InMemoryDirectory(merchants: [chain])
        let json = MerchantDetailJSON(try await GetMerchantDetail(directory: directory)(chain.id, near: nil))
        #expect(json.locationCount == 1_500)
        #expect(json.locations.count == KeptLocations.limit)
    }

    @Test func aDisabledOfferIsMarkedSo() {
        let offer = ResolvedOffer(
            provider: .piggyCards, live: LiveProviderInfo(provider: .piggyCards, isEnabled: false),
            snapshot: ProviderOffer(provider: .piggyCards, discount: Discount(basisPoints: 300)))
        let detail = MerchantDetail(merchant: Fixtures.grocer, places: [], offers: [offer])
        #expect(
            MerchantDetailJSON(detail).offers == [
                .init(
                    provider: "PiggyCards", enabled: false, discountBasisPoints: 300, denominationsType: "fixed",
                    source: "snapshot")
            ])
    }

    @Test func phonesAreTheOnesTheDetailScreenShowsAndNullOtherwise() {
        let shop = Merchant(
            id: MerchantID("m-shop"), name: "Shop", type: .physical, paymentMethod: .dash, phone: "-",
            locations: [
                Location(id: 1, addressLines: ["Calle 1"], phone: "+58 241 555 0101"),
                Location(id: 2, addressLines: ["Calle 2"], phone: "n/a"),
            ])
        let detail = MerchantDetail(
            merchant: shop, places: shop.locations.map { LocatedPlace(location: $0, distance: nil) }, offers: [])

        let json = MerchantDetailJSON(detail)

        #expect(json.phone == nil, "a phone with no digit is not a number to call")
        #expect(json.locations.map(\.phone) == ["+58 241 555 0101", nil])
    }
}
