import Domain
import TestSupport
import Testing

@Suite("GetMerchantDetail")
struct GetMerchantDetailTests {
    @Test("places run nearest first, those without coordinates last in the directory's order")
    func placesNearestFirst() async throws {
        let directory = InMemoryDirectory(merchants: [LocatedPlaceTests.scattered])
        let id = LocatedPlaceTests.scattered.id
        let detail = try await GetMerchantDetail(directory: directory)(id, near: Fixtures.caracas)
        #expect(detail.places.map(\.location.id) == [3, 5, 2, 1, 4])
        #expect(detail.merchant.locations.map(\.id) == [1, 2, 3, 4, 5])
    }

    @Test(
        "live information is asked once per provider the snapshot lists, for this merchant")
    func liveInfoFetchedPerProvider() async throws {
        let live = ScriptedLiveInfo()
        _ = try await GetMerchantDetail(directory: InMemoryDirectory(merchants: Fixtures.merchants), liveInfo: live)(
            Fixtures.bookshop.id, near: nil)
        let requests = await live.requests
        // The bookshop sells through CTX and PiggyCards; without that trait its PiggyCards offer is gone, and
        // PiggyCards is never asked.
        let providers: [GiftCardProvider] = GiftCardProvider.piggyCards.isEnabled ? [.ctx, .piggyCards] : [.ctx]
        #expect(requests.count == providers.count)
        #expect(Set(requests.map(\.1)) == Set(providers))
        #expect(requests.allSatisfy { $0.0 == Fixtures.bookshop.id })
    }

    @Test(
        "live answers win; a failed provider is recorded and its snapshot offer stands in")
    func liveFailureFallsBackToSnapshot() async throws {
        let live = ScriptedLiveInfo([
            .ctx: .success(LiveProviderInfo(provider: .ctx, discount: Discount(basisPoints: 800))),
            .piggyCards: .failure(.timedOut),
        ])
        let detail = try await GetMerchantDetail(
            directory: InMemoryDirectory(merchants: Fixtures.merchants), liveInfo: live)(
                Fixtures.bookshop.id, near: nil)
        let ctx = try #require(detail.offers.first)
        #expect(ctx.discount == Sourced(Discount(basisPoints: 800), from: .live))
        #expect(ctx.denominationsType == Sourced(.minMax, from: .snapshot))
        #expect(detail.bestOffer?.provider == .ctx)
        guard GiftCardProvider.piggyCards.isEnabled else {
            // Without the trait the bookshop has no PiggyCards offer: PiggyCards is not asked, so nothing failed.
            #expect(await live.requests.map(\.1) == [.ctx])
            #expect(detail.liveFailures == [:])
            #expect(detail.offers.map(\.provider) == [.ctx])
            return
        }
        #expect(detail.liveFailures == [.piggyCards: .timedOut])
        #expect(detail.offers.map(\.provider) == [.ctx, .piggyCards])
        #expect(detail.offers[1].discount == Sourced(Discount(basisPoints: -150), from: .snapshot))
        #expect(detail.offers[1].source == .snapshot)
    }

    @Test("a provider that knows nothing is neither a live answer nor a failure")
    func unknownToProvider() async throws {
        let detail = try await GetMerchantDetail(
            directory: InMemoryDirectory(merchants: Fixtures.merchants),
            liveInfo: ScriptedLiveInfo([.ctx: .success(nil), .piggyCards: .success(nil)]))(
                Fixtures.bookshop.id, near: nil)
        #expect(detail.liveFailures.isEmpty)
        #expect(!detail.offers.isEmpty)
        #expect(detail.offers.allSatisfy { $0.source == .snapshot })
    }

    @Test("without a live source every offer comes from the snapshot")
    func noLiveSource() async throws {
        let detail = try await GetMerchantDetail(directory: InMemoryDirectory(merchants: Fixtures.merchants))(
            Fixtures.bookshop.id, near: nil)
        #expect(!detail.offers.isEmpty)
        #expect(detail.offers.allSatisfy { $0.source == .snapshot })
        #expect(detail.liveFailures.isEmpty)
    }

    @Test("url offers are dropped and their provider is not asked")
    func urlOffersDropped() async throws {
        let merchant = Merchant(
            id: MerchantID("m-url"), name: "Link Only", type: .online, paymentMethod: .giftCard,
            offers: [
                ProviderOffer(provider: .piggyCards, discount: Discount(basisPoints: 1500), redeemType: .url),
                ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 200), redeemType: .barcode),
            ])
        let live = ScriptedLiveInfo()
        let detail = try await GetMerchantDetail(directory: InMemoryDirectory(merchants: [merchant]), liveInfo: live)(
            merchant.id, near: nil)
        #expect(detail.offers.map(\.provider) == [.ctx])
        #expect(await live.requests.map(\.1) == [.ctx])
    }

    @Test("a merchant with no offers in the snapshot is asked about anyway: a provider may offer it since")
    func noSnapshotOffersStillAsks() async throws {
        let live = ScriptedLiveInfo()
        let detail = try await GetMerchantDetail(
            directory: InMemoryDirectory(merchants: Fixtures.merchants), liveInfo: live)(
                Fixtures.cafe.id, near: Fixtures.valencia)
        #expect(detail.offers.isEmpty)
        #expect(Set(await live.requests.map(\.1)) == Set(GiftCardProvider.enabled))
        #expect(detail.liveUnknown == Set(GiftCardProvider.enabled))
        #expect(detail.places.map(\.location.id) == [2, 1])

        let offering = ScriptedLiveInfo([
            .ctx: .success(LiveProviderInfo(provider: .ctx, discount: Discount(basisPoints: 300)))
        ])
        let offered = try await GetMerchantDetail(
            directory: InMemoryDirectory(merchants: Fixtures.merchants), liveInfo: offering)(
                Fixtures.cafe.id, near: nil)
        #expect(offered.offers.map(\.provider) == [.ctx])
        #expect(offered.offers.map(\.source) == [.live])
    }

    @Test("an unknown merchant is reported as not found")
    func unknownMerchant() async {
        await #expect(throws: DirectoryError.merchantNotFound(MerchantID("nope"))) {
            try await GetMerchantDetail(directory: InMemoryDirectory(merchants: Fixtures.merchants))(
                MerchantID("nope"), near: nil)
        }
    }
}
