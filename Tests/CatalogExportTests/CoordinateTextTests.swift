import Testing

@testable import CatalogExport

@Suite("CoordinateText")
struct CoordinateTextTests {
    @Test("degrees are written with at most six decimals, no trailing zeros and no exponent")
    func decimals() {
        #expect(CoordinateText.decimal(10.4806) == "10.4806")
        #expect(CoordinateText.decimal(-66.9036) == "-66.9036")
        #expect(CoordinateText.decimal(-68) == "-68")
        #expect(CoordinateText.decimal(0.000_000_4) == "0")
        #expect(CoordinateText.decimal(1e-5) == "0.00001")
        #expect(CoordinateText.decimal(-0.5) == "-0.5")
        #expect(CoordinateText.decimal(179.999_999_9) == "180")
    }
}
