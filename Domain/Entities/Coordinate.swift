import Foundation

/// A point on the Earth in degrees (WGS 84).
public struct Coordinate: Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double

    /// Creates a coordinate, or `nil` when it is outside the valid range or not a number.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite,
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Where the equator meets the prime meridian: a valid point for code that needs one before the real one is known
    /// (checking a command's options, say).
    public static let zero = Coordinate(inRangeLatitude: 0, longitude: 0)

    private init(inRangeLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// A coordinate as stored by a directory file, where 0/0 means "no location" (online merchants carry it).
    public static func stored(latitude: Double?, longitude: Double?) -> Coordinate? {
        guard let latitude, let longitude, !(latitude == 0 && longitude == 0) else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The great-circle distance to `other` by the haversine formula on a sphere of the Earth's mean radius.
    public func distance(to other: Coordinate) -> Distance {
        let latitude1 = latitude * .pi / 180
        let latitude2 = other.latitude * .pi / 180
        let deltaLatitude = (other.latitude - latitude) * .pi / 180
        let deltaLongitude = (other.longitude - longitude) * .pi / 180
        let sinHalfLatitude = sin(deltaLatitude / 2)
        let sinHalfLongitude = sin(deltaLongitude / 2)
        let sum =
            sinHalfLatitude * sinHalfLatitude + cos(latitude1) * cos(latitude2) * sinHalfLongitude * sinHalfLongitude
        // Near antipodes rounding can push the sum a hair above 1, and `(1 - a).squareRoot()` would then be NaN.
        let a = min(1, sum)
        let c = 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
        return Distance(meters: Distance.earthMeanRadius.meters * c)
    }
}
