import Foundation
import Presentation
import Testing

@Suite("CoordinateText")
struct CoordinateTextTests {
    @Test("degrees are written with at most six decimals, no trailing zeros and no exponent")
    func decimals() {
        #expect(CoordinateText.decimal(10.4806) == "10.4806")
        #expect(CoordinateText.decimal(-66.9036) == "-66.9036")
        #expect(CoordinateText.decimal(-68) == "-68")
        #expect(CoordinateText.decimal(0.000_000_4) == "0")
        #expect(CoordinateText.decimal(-0.000_000_4) == "0")
        #expect(CoordinateText.decimal(1e-5) == "0.00001")
        #expect(CoordinateText.decimal(-0.000_001) == "-0.000001")
        #expect(CoordinateText.decimal(-0.5) == "-0.5")
        #expect(CoordinateText.decimal(179.999_999_9) == "180")
        #expect(CoordinateText.decimal(-180) == "-180")
        #expect(CoordinateText.decimal(1e12) == "1000000000000")
    }

    /// The bytes written by hand against `String(format:)` of the same rounded millionths, trimmed.
    @Test("every coordinate of a dense sample reads as the integer arithmetic spells it")
    func agreesWithIntegerFormatting() {
        var generator = SystemRandomNumberGenerator()
        var samples: [Double] = [0, -0.0, 90, -90, 180, -180, 0.1, -0.1, 1e-6, 5e-7, -5e-7]
        for _ in 0..<20_000 { samples.append(Double.random(in: -180...180, using: &generator)) }
        for _ in 0..<2_000 { samples.append(Double(Int.random(in: -180_000_000...180_000_000)) / 1_000_000) }
        for degrees in samples {
            let micro = Int64((degrees * 1_000_000).rounded())
            var expected = String(
                format: "%@%lld.%06lld", micro < 0 ? "-" : "", abs(micro) / 1_000_000, abs(micro) % 1_000_000)
            while expected.hasSuffix("0") { expected.removeLast() }
            if expected.hasSuffix(".") { expected.removeLast() }
            #expect(CoordinateText.decimal(degrees) == expected, "\(degrees)")
        }
    }
}
