/// Coordinates as text, the same on every machine and in every locale.
enum CoordinateText {
    /// Degrees with at most six decimals (about 10 cm), no exponent and no trailing zeros: `10.4806`, `-66.9036`.
    static func decimal(_ degrees: Double) -> String {
        let micro = (degrees * 1_000_000).rounded()
        let sign = micro < 0 ? "-" : ""
        let magnitude = Int64(micro.magnitude)
        let whole = magnitude / 1_000_000
        // The fraction's digits without trailing zeros, by arithmetic: a site writes half a million of these.
        var fraction = magnitude % 1_000_000
        guard fraction > 0 else { return "\(sign)\(whole)" }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: digits - text.count))\(text)"
    }
}
