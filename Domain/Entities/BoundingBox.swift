import Foundation

/// The latitude/longitude rectangle that contains every point within a radius of a centre.
///
/// A cheap prefilter for an index: anything outside the box is certainly out of range, but a point inside it
/// may still be farther than the radius (the corners), so the exact distance has the final word.
public struct BoundingBox: Hashable, Sendable {
    public let minLatitude: Double
    public let maxLatitude: Double
    /// When the box crosses the antimeridian, `minLongitude > maxLongitude`.
    public let minLongitude: Double
    public let maxLongitude: Double

    public init(around center: Coordinate, radius: Distance) {
        let angular = radius.meters / Distance.earthMeanRadius.meters
        let latitude = center.latitude * .pi / 180
        let south = (latitude - angular) * 180 / .pi - Self.margin
        let north = (latitude + angular) * 180 / .pi + Self.margin
        if south <= -90 || north >= 90 || angular >= .pi {
            // A pole lies inside the circle: every longitude is in range.
            minLatitude = max(south, -90)
            maxLatitude = min(north, 90)
            minLongitude = -180
            maxLongitude = 180
            return
        }
        let deltaLongitude = asin(min(1, sin(angular) / cos(latitude))) * 180 / .pi + Self.margin
        minLatitude = south
        maxLatitude = north
        var west = center.longitude - deltaLongitude
        var east = center.longitude + deltaLongitude
        if west < -180 { west += 360 }
        if east > 180 { east -= 360 }
        minLongitude = west
        maxLongitude = east
    }

    /// How far, in degrees, every edge is pushed out (about 0.1 mm): far more than the rounding error of the
    /// trigonometry above, so a point exactly on the radius never falls outside by the last bit of a `Double`.
    static let margin = 1e-9

    public var crossesAntimeridian: Bool { minLongitude > maxLongitude }

    public func contains(_ point: Coordinate) -> Bool {
        guard (minLatitude...maxLatitude).contains(point.latitude) else { return false }
        if crossesAntimeridian {
            return point.longitude >= minLongitude || point.longitude <= maxLongitude
        }
        return (minLongitude...maxLongitude).contains(point.longitude)
    }
}
