import Domain
import Testing

@Suite("NearestFirst")
struct NearestFirstTests {
    private struct Spot: Equatable {
        var name: String
        var distance: Distance?
    }

    @Test("nearest first; equal distances by the tie-breaker; those without a distance last, by the tie-breaker")
    func order() {
        let spots = [
            Spot(name: "e", distance: nil), Spot(name: "b", distance: .kilometers(2)), Spot(name: "d", distance: nil),
            Spot(name: "c", distance: .kilometers(1)), Spot(name: "a", distance: .kilometers(2)),
        ]
        let sorted = NearestFirst.sorted(spots, distance: { $0.distance }, tieBreak: { $0.name < $1.name })
        #expect(sorted.map(\.name) == ["c", "a", "b", "d", "e"])
    }

    @Test("the tie-breaker is asked only between equal distances or two without one")
    func tieBreakerOnlyOnTies() {
        #expect(NearestFirst.precedes(.kilometers(1), .kilometers(2), tieBreak: false))
        #expect(!NearestFirst.precedes(.kilometers(2), .kilometers(1), tieBreak: true))
        #expect(NearestFirst.precedes(.kilometers(9), nil, tieBreak: false))
        #expect(!NearestFirst.precedes(nil, .kilometers(9), tieBreak: true))
        #expect(NearestFirst.precedes(nil, nil, tieBreak: true))
        #expect(!NearestFirst.precedes(.kilometers(1), .kilometers(1), tieBreak: false))
    }
}
