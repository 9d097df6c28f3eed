import Domain
import Testing

@Suite("Distance")
struct DistanceTests {
    @Test("a mile is 1,609.344 m exactly, a kilometre 1,000 m")
    func units() {
        #expect(Distance.miles(20).meters == 32_186.88)
        #expect(Distance.kilometers(1.5).meters == 1500)
        #expect(Distance(meters: 2500).kilometers == 2.5)
    }

    @Test("distances order by length")
    func ordering() {
        #expect(Distance.miles(1) > Distance.kilometers(1.6))
        #expect(Distance.miles(1) < Distance.kilometers(1.61))
        #expect(
            [Distance.miles(3), .kilometers(1), Distance(meters: 0)].sorted() == [
                Distance(meters: 0), .kilometers(1), .miles(3),
            ])
    }

    @Test("the Earth's mean radius is the IUGG figure, 6,371.0088 km")
    func earthRadius() {
        #expect(Distance.earthMeanRadius.kilometers == 6371.0088)
    }
}
