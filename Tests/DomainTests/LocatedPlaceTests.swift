import Domain
import TestSupport
import Testing

@Suite("LocatedPlace")
struct LocatedPlaceTests {
    /// Five locations in no useful order: two without coordinates, three at known distances from Caracas.
    static let scattered = Merchant(
        id: MerchantID("m-scattered"), name: "Scattered", type: .both, paymentMethod: .dash,
        locations: [
            Fixtures.location(1, nil, address: "Online desk"),
            Fixtures.location(2, Fixtures.valencia),
            Fixtures.location(3, Fixtures.caracas.moved(by: .kilometers(3), bearing: 10)),
            Fixtures.location(4, nil, address: "Phone orders"),
            Fixtures.location(5, Fixtures.caracas.moved(by: .kilometers(60), bearing: 200)),
        ])

    @Test("places run nearest first, those without coordinates last in their given order")
    func placesSortedByDistance() {
        let places = LocatedPlace.nearestFirst(Self.scattered.locations, from: Fixtures.caracas)
        #expect(places.map(\.location.id) == [3, 5, 2, 1, 4])
        #expect(places.map { $0.distance == nil } == [false, false, false, true, true])
        #expect(abs((places.first?.distance?.meters ?? 0) - 3000) < 0.01)
    }

    @Test("without a position, places keep the directory's order and have no distance")
    func placesWithoutPosition() {
        let places = LocatedPlace.nearestFirst(Self.scattered.locations, from: nil)
        #expect(places.map(\.location.id) == [1, 2, 3, 4, 5])
        #expect(places.allSatisfy { $0.distance == nil })
    }

    @Test("two places at the same distance keep the directory's order")
    func tiesKeepTheDirectoryOrder() {
        let shop = Fixtures.caracas.moved(by: .kilometers(2), bearing: 45)
        let locations = [9, 4, 7].map { Fixtures.location(Int64($0), shop) }
        #expect(LocatedPlace.nearestFirst(locations, from: Fixtures.caracas).map(\.location.id) == [9, 4, 7])
    }
}
