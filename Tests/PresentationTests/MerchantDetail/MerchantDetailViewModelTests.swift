import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite
struct MerchantDetailViewModelTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)
    let store = InMemoryLocalStore()
    let live = ScriptedLiveInfo([
        .ctx: .success(
            LiveProviderInfo(
                provider: .ctx, discount: Discount(basisPoints: 700), denominations: .range(min: 10, max: 500))
        ),
        .piggyCards: .failure(.timedOut),
    ])

    func makeModel(_ id: String, position: Coordinate? = nil) -> MerchantDetailViewModel {
        MerchantDetailViewModel(
            merchantID: MerchantID(id), position: position,
            getDetail: GetMerchantDetail(directory: directory, liveInfo: live), favourites: Favourites(store: store))
    }

    /// The bookshop's screen: CTX answers live, PiggyCards does not, so its offer is the directory's. Without the
    /// PiggyCards trait the bookshop has no PiggyCards offer, PiggyCards is not asked, and there is nothing to say.
    var books: MerchantDetailViewState {
        var state = MerchantDetailViewState(
            title: "Books Online", phase: .loaded, kind: "Gift card · online", headline: "7% off with CTX",
            offers: [
                OfferRow(
                    provider: "CTX", discount: "7% off", amounts: "Any amount from 10 to 500",
                    source: "live from the provider")
            ],
            locationsHeading: "1 location", places: [PlaceRow(address: "Main St")],
            website: "https://books.example.com")
        if GiftCardProvider.piggyCards.isEnabled {
            state.offers.append(
                OfferRow(
                    provider: "PiggyCards", discount: "1.5% fee", isFee: true, amounts: "Fixed amounts",
                    source: "from the directory"))
            state.notice = "PiggyCards did not answer; the offer shown is the directory's."
        }
        return state
    }

    @Test func appearingLoadsOffersWithTheSourceThatWon() async {
        let model = makeModel("m-books")
        #expect(model.state == MerchantDetailViewState())
        model.screenAppeared()
        #expect(model.state == MerchantDetailViewState(phase: .loading))
        await model.waitUntilIdle()
        #expect(model.state == books)
        #expect(model.takeIntents() == [])
    }

    @Test func locationsComeNearestFirstWithTheirDistances() async {
        let model = makeModel("m-cafe", position: Fixtures.valencia)
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == MerchantDetailViewState(
                    // The directory lists no gift card for it; CTX's API offers one now, and PiggyCards' failure is
                    // for the logs: no offer of its is shown.
                    title: "Café Ávila", phase: .loaded, kind: "Dash · shops", headline: "7% off with CTX",
                    offers: [
                        OfferRow(
                            provider: "CTX", discount: "7% off", amounts: "Any amount from 10 to 500",
                            source: "live from the provider")
                    ],
                    locationsHeading: "2 locations",
                    places: [
                        // Each with OpenStreetMap at its position.
                        PlaceRow(address: "Calle 100, Carabobo", distance: "0 m", map: Self.valenciaMap),
                        PlaceRow(
                            address: "Av. Urdaneta 1, Distrito Capital", distance: "126 km", map: Self.caracasMap),
                    ]))
    }

    static let valenciaMap = "https://www.openstreetmap.org/?mlat=10.162&mlon=-68.0077#map=17/10.162/-68.0077"
    static let caracasMap = "https://www.openstreetmap.org/?mlat=10.4806&mlon=-66.9036#map=17/10.4806/-66.9036"

    @Test func aFailureIsAStateAndRetryLoadsAgain() async {
        await directory.setFailure(.readFailed("disk I/O error"))
        let model = makeModel("m-books")
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == MerchantDetailViewState(phase: .failed("Reading the directory failed: disk I/O error.")))
        await directory.setFailure(nil)
        model.retryTapped()
        #expect(model.state == MerchantDetailViewState(phase: .loading))
        await model.waitUntilIdle()
        #expect(model.state == books)
    }

    @Test func anUnknownMerchantSaysSoAndIsNotFound() async {
        let model = makeModel("m-gone")
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == MerchantDetailViewState(
                    phase: .failed("There is no merchant m-gone in this directory."), isNotFound: true))
        model.retryTapped()
        #expect(model.state == MerchantDetailViewState(phase: .loading), "a new load forgets the old outcome")
    }

    @Test func theFavouriteMarkFollowsTheStore() async throws {
        let model = makeModel("m-books")
        model.screenAppeared()
        await model.waitUntilIdle()
        model.favouriteToggled()
        await model.waitUntilIdle()
        var expected = books
        expected.isFavourite = true
        #expect(model.state == expected)
        #expect(try await store.favourites() == [MerchantID("m-books")])
        await store.setFailure(.writeFailed("read-only file system"))
        model.favouriteToggled()
        await model.waitUntilIdle()
        expected.favouriteError = "Could not save your change: read-only file system."
        #expect(model.state == expected)
    }

    @Test func scrollingStaysWithinTheContentAndBackAsksToLeave() async {
        let model = makeModel("m-books")
        model.screenAppeared()
        await model.waitUntilIdle()
        model.scrolled(by: 3)
        model.scrolled(by: -5)
        model.scrolled(by: 2)
        var expected = books
        expected.scrollOffset = 2
        #expect(model.state == expected)
        model.scrolled(by: 100)
        // The bound: two lines an offer, one a place, eight more (13, or 11 without the PiggyCards offer).
        expected.scrollOffset = GiftCardProvider.piggyCards.isEnabled ? 13 : 11
        #expect(model.state == expected)
        model.backTapped()
        #expect(model.takeIntents() == [.back])
        #expect(model.takeIntents() == [])
    }

    @Test func anOnlineShopReadsOnlineAndAPlaceholderPhoneIsNotShown() async {
        let shop = Merchant(
            id: MerchantID("m-web"), name: "Web Shop", type: .online, paymentMethod: .dash, phone: "-",
            locations: [Location(id: 9, phone: "n/a")])
        let model = MerchantDetailViewModel(
            merchantID: shop.id, position: Fixtures.caracas,
            getDetail: GetMerchantDetail(directory: InMemoryDirectory(merchants: [shop])),
            favourites: Favourites(store: store))
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == MerchantDetailViewState(
                    title: "Web Shop", phase: .loaded, kind: "Dash · online", headline: "Pay with Dash",
                    locationsHeading: "Online only"))
    }

    /// The catalog's page tells the same offer the same way (`GiftCardSectionTests`): both follow
    /// `Merchant.giftCardOffers`, and its own discount does not stand for an offer switched off.
    @Test func aMerchantWhoseOnlyOfferIsSwitchedOffShowsItUnavailableWithoutItsOwnDiscount() async {
        let shop = Merchant(
            id: MerchantID("m-off"), name: "Switched Off", type: .online, paymentMethod: .giftCard,
            denominationsType: .minMax, discount: Discount(basisPoints: 500),
            offers: [ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 500), isActive: false)])
        let model = MerchantDetailViewModel(
            merchantID: shop.id, position: nil,
            getDetail: GetMerchantDetail(directory: InMemoryDirectory(merchants: [shop])),
            favourites: Favourites(store: store))
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == MerchantDetailViewState(
                    title: "Switched Off", phase: .loaded, kind: "Gift card · online", headline: nil,
                    offers: [
                        OfferRow(
                            provider: "CTX", discount: "5% off", amounts: "Fixed amounts",
                            source: "from the directory", isEnabled: false)
                    ],
                    locationsHeading: "Online only"))
        #expect(model.takeIntents() == [])
    }

    @Test func aMerchantWithMoreLocationsThanTheDirectoryKeepsCountsThemAllAndListsTheNearest() async {
        // 1,003 shops in Valencia but the last, in Caracas: near Caracas the directory keeps that one and the first 999.
        let chain = Merchant(
            id: MerchantID("m-chain"), name: "Big Chain", type: .physical, paymentMethod: .dash,
            locations: (1...1_002).map { Fixtures.location(Int64($0), Fixtures.valencia) }
                + [Fixtures.location(1_003, Fixtures.caracas)])
        let model = MerchantDetailViewModel(
            merchantID: chain.id, position: Fixtures.caracas,
            getDetail: GetMerchantDetail(directory: InMemoryDirectory(merchants: [chain])),
            favourites: Favourites(store: store))
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == MerchantDetailViewState(
                    title: "Big Chain", phase: .loaded, kind: "Dash · shops", headline: "Pay with Dash",
                    locationsHeading: "1,003 locations",
                    places: [PlaceRow(address: "Main St", distance: "0 m", map: Self.caracasMap)]
                        + Array(
                            repeating: PlaceRow(address: "Main St", distance: "126 km", map: Self.valenciaMap),
                            count: 999),
                    morePlaces: "and 3 more locations"))
        #expect(model.takeIntents() == [])
    }
}
