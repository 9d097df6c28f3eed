import Domain
import TestSupport
import Testing

@Suite struct MerchantListingMerchantTests {
    @Test func aMerchantIsListedWithItsNearestLocationBestOfferAndEveryLocationCounted() {
        let listing = MerchantListing(Fixtures.grocer, near: Fixtures.beirut)
        #expect(
            listing
                == MerchantListing(
                    id: Fixtures.grocer.id, name: "Green Grocer", type: .both, paymentMethod: .giftCard,
                    territory: "Beirut", location: Fixtures.grocer.locations[1], distance: Distance(meters: 0),
                    locationCount: 2, bestDiscount: Discount(basisPoints: 300), providers: [.piggyCards]))
    }

    @Test func withoutAPositionTheFirstLocationIsShownAndAnOnlineShopHasNoDistance() {
        #expect(MerchantListing(Fixtures.cafe, near: nil).location == Fixtures.cafe.locations[0])
        #expect(MerchantListing(Fixtures.bookshop, near: Fixtures.caracas).distance == nil)
        #expect(MerchantListing(Fixtures.bookshop, near: nil).bestDiscount == Discount(basisPoints: 600))
    }
}
