import Foundation

extension Coordinate {
    /// A position written `LAT,LON` in decimal degrees, such as `10.4806,-66.9036` (spaces around the numbers are
    /// fine).
    public init(parsing text: String) throws(LocationError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            throw .notACoordinate(text)
        }
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else { throw .outOfRange(text) }
        self = coordinate
    }

    /// Whether `text` is written like a position (digits, signs and points around one comma), so that a person
    /// typing it means a position rather than a place's name.
    public static func looksWritten(_ text: String) -> Bool {
        let allowed = Set("0123456789+-., ")
        return text.contains(",") && text.contains(where: \.isNumber) && text.allSatisfy(allowed.contains)
    }

    /// "10.4806, -66.9036": the way a chosen position is named.
    public var text: String {
        "\(Self.rounded(latitude)), \(Self.rounded(longitude))"
    }

    /// Four decimals (about 10 m), without trailing zeros.
    private static func rounded(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded() / 10_000
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }
}
