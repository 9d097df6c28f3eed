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
        let minLat = latitude - angular
        let maxLat = latitude + angular
        if minLat <= -.pi / 2 || maxLat >= .pi / 2 || angular >= .pi {
            // A pole lies inside the circle: every longitude is in range.
            minLatitude = max(minLat, -.pi / 2) * 180 / .pi
            maxLatitude = min(maxLat, .pi / 2) * 180 / .pi
            minLongitude = -180
            maxLongitude = 180
            return
        }
        let deltaLongitude = asin(min(1, sin(angular) / cos(latitude))) * 180 / .pi
        minLatitude = minLat * 180 / .pi
        maxLatitude = maxLat * 180 / .pi
        var west = center.longitude - deltaLongitude
        var east = center.longitude + deltaLongitude
        if west < -180 { west += 360 }
        if east > 180 { east -= 360 }
        minLongitude = west
        maxLongitude = east
    }

    public var crossesAntimeridian: Bool { minLongitude > maxLongitude }

    public func contains(_ point: Coordinate) -> Bool {
        guard (minLatitude...maxLatitude).contains(point.latitude) else { return false }
        if crossesAntimeridian {
            return point.longitude >= minLongitude || point.longitude <= maxLongitude
        }
        return (minLongitude...maxLongitude).contains(point.longitude)
    }
}
