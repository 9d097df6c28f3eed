import Domain
import TestSupport
import Testing

@Suite("Merchant")
struct MerchantTests {
    @Test("territories are those of its locations, sorted, each once; a location without one adds none")
    func territories() {
        let merchant = Merchant(
            id: MerchantID("m"), name: "Chain", type: .physical, paymentMethod: .dash,
            locations: [
                Fixtures.location(1, nil, territory: "Zulia"), Fixtures.location(2, nil, territory: "Carabobo"),
                Fixtures.location(3, nil), Fixtures.location(4, nil, territory: "Zulia"),
            ])
        #expect(merchant.territories == ["Carabobo", "Zulia"])
    }

    @Test("repeats are dropped wherever they stand, a name spelt with a combining accent included")
    func territoryRepeats() {
        let names = ["Zulia", "Mérida", "Zulia", "Lara", "Me\u{301}rida", "Zulia", "Lara"]
        let merchant = Merchant(
            id: MerchantID("m"), name: "Chain", type: .physical, paymentMethod: .dash,
            locations: names.enumerated().map { Fixtures.location(Int64($0.offset), nil, territory: $0.element) })
        #expect(merchant.territories == ["Lara", "Mérida", "Zulia"])
        #expect(Fixtures.cafe.territories == Array(Set(Fixtures.cafe.locations.compactMap(\.territory))).sorted())
    }

    @Test("the best offer follows the best-offer rule over its offers")
    func bestOffer() {
        #expect(Fixtures.bookshop.bestOffer?.provider == .ctx)
        #expect(Fixtures.grocer.bestOffer?.discount == Discount(basisPoints: 300))
        #expect(Fixtures.cafe.bestOffer == nil)
    }
}
