import Domain
import Testing

@Suite("Offer resolution")
struct OfferResolutionTests {
    @Test(
        "a single value resolves as live ?? snapshot ?? default, recording the winner",
        arguments: [
            (Int?.some(1), Int?.some(2), 1, OfferSource.live),
            (1, nil, 1, .live),
            (nil, 2, 2, .snapshot),
            (nil, nil, 3, .default),
        ])
    func sourcedResolution(_ live: Int?, _ snapshot: Int?, _ value: Int, _ source: OfferSource) {
        #expect(Sourced.resolve(live: live, snapshot: snapshot, default: 3) == Sourced(value, from: source))
    }

    /// What the live API said, as one of the shapes a resolution must handle.
    enum LiveShape: String, CaseIterable, Sendable {
        case absent, full, discountOnly, enabledOnly
    }

    /// What the snapshot held for the provider.
    enum SnapshotShape: String, CaseIterable, Sendable {
        case absent, present, presentWithoutDenominationsType
    }

    static let live: [LiveShape: LiveProviderInfo] = [
        .full: LiveProviderInfo(
            provider: .ctx, isEnabled: false, discount: Discount(basisPoints: 800),
            denominations: .range(min: 5, max: 500)),
        .discountOnly: LiveProviderInfo(provider: .ctx, discount: Discount(basisPoints: 700)),
        .enabledOnly: LiveProviderInfo(provider: .ctx, isEnabled: true),
    ]

    static let snapshot: [SnapshotShape: ProviderOffer] = [
        .present: ProviderOffer(
            provider: .ctx, discount: Discount(basisPoints: 600), denominationsType: .minMax, isActive: false),
        .presentWithoutDenominationsType: ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 500)),
    ]

    /// The expected field values, written out per case rather than recomputed by the rule under test.
    static func expected(_ live: LiveShape, _ snapshot: SnapshotShape) -> (
        enabled: Sourced<Bool>, discount: Sourced<Discount>, type: Sourced<DenominationsType>
    ) {
        let snapshotEnabled: Sourced<Bool> =
            switch snapshot {
            case .absent: Sourced(true, from: .default)
            case .present: Sourced(false, from: .snapshot)
            case .presentWithoutDenominationsType: Sourced(true, from: .snapshot)
            }
        let snapshotDiscount: Sourced<Discount> =
            switch snapshot {
            case .absent: Sourced(.zero, from: .default)
            case .present: Sourced(Discount(basisPoints: 600), from: .snapshot)
            case .presentWithoutDenominationsType: Sourced(Discount(basisPoints: 500), from: .snapshot)
            }
        let snapshotType: Sourced<DenominationsType> =
            snapshot == .present ? Sourced(.minMax, from: .snapshot) : Sourced(.fixed, from: .default)
        switch live {
        case .absent:
            return (snapshotEnabled, snapshotDiscount, snapshotType)
        case .full:
            return (
                Sourced(false, from: .live), Sourced(Discount(basisPoints: 800), from: .live),
                Sourced(.minMax, from: .live)
            )
        case .discountOnly:
            return (snapshotEnabled, Sourced(Discount(basisPoints: 700), from: .live), snapshotType)
        case .enabledOnly:
            return (Sourced(true, from: .live), snapshotDiscount, snapshotType)
        }
    }

    @Test(
        "every field of an offer resolves on its own, in every combination of live and snapshot",
        arguments: LiveShape.allCases, SnapshotShape.allCases)
    func resolvedOfferFields(_ liveShape: LiveShape, _ snapshotShape: SnapshotShape) {
        let offer = ResolvedOffer(
            provider: .ctx, live: Self.live[liveShape], snapshot: Self.snapshot[snapshotShape])
        let expected = Self.expected(liveShape, snapshotShape)
        #expect(offer.provider == .ctx)
        #expect(offer.isEnabled == expected.enabled)
        #expect(offer.discount == expected.discount)
        #expect(offer.denominationsType == expected.type)
        #expect(offer.source == expected.discount.source)
        #expect(offer.denominations == (liveShape == .full ? .range(min: 5, max: 500) : nil))
    }

    @Test("the offer's source is the source of its discount, not of its other fields")
    func offerSourceIsTheDiscountSource() {
        let offer = ResolvedOffer(
            provider: .piggyCards, live: LiveProviderInfo(provider: .piggyCards, isEnabled: false),
            snapshot: ProviderOffer(provider: .piggyCards, discount: Discount(basisPoints: 300)))
        #expect(offer.isEnabled.source == .live)
        #expect(offer.source == .snapshot)
    }

    @Test("sources rank live, then snapshot, then default")
    func sourceOrder() {
        #expect([OfferSource.default, .live, .snapshot].sorted() == [.live, .snapshot, .default])
    }
}
