/// Coordinates as text, the same on every machine and in every locale: in the catalog's XML and in every map address.
public enum CoordinateText {
    /// The most bytes ``write(_:into:at:)`` writes: a sign, the thirteen whole digits that millionths counted in an
    /// `Int64` leave, a point and six decimals.
    public static let maximumLength = 21

    /// Degrees with at most six decimals (about 10 cm), no exponent and no trailing zeros: `10.4806`, `-66.9036`.
    public static func decimal(_ degrees: Double) -> String {
        String(unsafeUninitializedCapacity: maximumLength) { buffer in
            var end = 0
            write(degrees, into: buffer, at: &end)
            return end
        }
    }

    /// Writes `degrees` as ``decimal(_:)`` spells them into `buffer` from `end`, which it moves past them; the buffer
    /// has room for ``maximumLength`` bytes there. Digits by arithmetic, with no string made: a site writes a million
    /// of these.
    public static func write(_ degrees: Double, into buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        let micro = (degrees * 1_000_000).rounded()
        if micro < 0 {
            buffer[end] = UInt8(ascii: "-")
            end += 1
        }
        let magnitude = Int64(micro.magnitude)
        var whole = magnitude / 1_000_000
        var length = 0
        var rest = whole
        repeat {
            length += 1
            rest /= 10
        } while rest > 0
        for position in (0..<length).reversed() {
            buffer[end + position] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        }
        end += length
        var fraction = magnitude % 1_000_000
        guard fraction > 0 else { return }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        buffer[end] = UInt8(ascii: ".")
        for position in (1...digits).reversed() {
            buffer[end + position] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        end += digits + 1
    }
}
