import Domain
import Testing

@Suite("DenominationsType")
struct DenominationsTypeTests {
    @Test("amounts know their type: a list is fixed, a range is min-max")
    func denominationsType() {
        #expect(Denominations.fixed([10, 25, 50]).type == .fixed)
        #expect(Denominations.range(min: 5, max: 500).type == .minMax)
    }

    @Test("raw values are the directory's spelling")
    func spelling() {
        #expect(DenominationsType(rawValue: "fixed") == .fixed)
        #expect(DenominationsType(rawValue: "min-max") == .minMax)
    }
}
