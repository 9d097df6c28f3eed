import Domain
import Foundation

extension Coordinate {
    /// The point reached by travelling `distance` along a great circle from here, starting on `bearing` degrees
    /// clockwise from north (the spherical "destination point" formula, on the same sphere as the Domain).
    func moved(by distance: Distance, bearing: Double) -> Coordinate {
        let angular = distance.meters / Distance.earthMeanRadius.meters
        let heading = bearing * .pi / 180
        let latitude1 = latitude * .pi / 180
        let longitude1 = longitude * .pi / 180
        let latitude2 = asin(
            min(1, max(-1, sin(latitude1) * cos(angular) + cos(latitude1) * sin(angular) * cos(heading))))
        let longitude2 =
            longitude1
            + atan2(
                sin(heading) * sin(angular) * cos(latitude1), cos(angular) - sin(latitude1) * sin(latitude2))
        var degrees = longitude2 * 180 / .pi
        while degrees > 180 { degrees -= 360 }
        while degrees < -180 { degrees += 360 }
        return Coordinate(latitude: latitude2 * 180 / .pi, longitude: degrees)!
    }
}
