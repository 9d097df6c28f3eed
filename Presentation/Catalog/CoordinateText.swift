/// Coordinates as text, the same on every machine and in every locale.
enum CoordinateText {
    /// Degrees with at most six decimals (about 10 cm), no exponent and no trailing zeros: `10.4806`, `-66.9036`.
    static func decimal(_ degrees: Double) -> String {
        let micro = (degrees * 1_000_000).rounded()
        let sign = micro < 0 ? "-" : ""
        let magnitude = Int64(micro.magnitude)
        let whole = magnitude / 1_000_000
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
