import Domain
import Foundation
import Presentation

/// The area a set of locations covers: a centre and the latitude and longitude spans around it, for a map link.
///
/// Directory coordinates hold mistakes (a shop of Texas placed in Europe), so with ten or more points the area keeps
/// the middle 90 % of the latitudes and of the longitudes; fewer points are all kept. Longitudes are measured the
/// short way round, so an area astride the antimeridian (Fiji) is a few kilometres wide, not the whole globe.
struct MapArea: Hashable {
    let centre: Coordinate
    /// Degrees of latitude from the area's southern edge to its northern edge.
    let latitudeSpan: Double
    /// Degrees of longitude from the area's western edge to its eastern edge, the short way round.
    let longitudeSpan: Double

    /// The area of the points, `nil` when there are none.
    init?(latitudes: [Float], longitudes: [Float]) {
        guard !latitudes.isEmpty, latitudes.count == longitudes.count else { return nil }
        let south = Self.trimmedRange(latitudes.map(Double.init))
        let west = Self.trimmedRange(longitudes.map(Double.init))
        // The same longitudes on a 0…360 circle: an area astride ±180 is narrow there.
        let east = Self.trimmedRange(longitudes.map { $0 < 0 ? Double($0) + 360 : Double($0) })
        let longitudes = east.upperBound - east.lowerBound < west.upperBound - west.lowerBound ? east : west
        var longitude = (longitudes.lowerBound + longitudes.upperBound) / 2
        if longitude > 180 { longitude -= 360 }
        guard let centre = Coordinate(latitude: (south.lowerBound + south.upperBound) / 2, longitude: longitude)
        else { return nil }
        self.centre = centre
        latitudeSpan = south.upperBound - south.lowerBound
        longitudeSpan = longitudes.upperBound - longitudes.lowerBound
    }

    /// The OpenStreetMap view of the area: its centre, at the closest zoom that shows all of it on a screen about
    /// 1,000 by 500 pixels (OpenStreetMap's tiles are 256 pixels wide and cover 360° ÷ 2^zoom of longitude).
    var openStreetMapLink: String {
        let latitude = CoordinateText.decimal((centre.latitude * 10_000).rounded() / 10_000)
        let longitude = CoordinateText.decimal((centre.longitude * 10_000).rounded() / 10_000)
        return "https://www.openstreetmap.org/#map=\(zoom)/\(latitude)/\(longitude)"
    }

    /// From 3 (a continent) to 15 (a street or two).
    var zoom: Int {
        func level(_ visibleDegrees: Double, _ span: Double) -> Int {
            span <= 0 ? 15 : Int(floor(log2(visibleDegrees / span)))
        }
        // Mercator stretches latitudes by 1 / cos(latitude): fewer degrees of latitude fit on a screen far north.
        let stretch = max(0.05, cos(centre.latitude * .pi / 180))
        let fits = min(level(360 * 1_000 / 256, longitudeSpan), level(360 * 500 / 256 * stretch, latitudeSpan))
        return min(15, max(3, fits))
    }

    /// The smallest and largest value, or the 5th and 95th percentiles when there are ten values or more.
    ///
    /// Two values picked by selection, not by sorting: a territory of a large directory has tens of thousands of
    /// points, and its area is drawn on one core while the last pages wait.
    static func trimmedRange(_ values: [Double]) -> ClosedRange<Double> {
        var values = values
        let cut = values.count >= 10 ? values.count / 20 : 0
        let low = values.select(cut, in: 0..<values.count)
        // Everything after `cut` is now at least `low`: the high end is found among those.
        let high = values.select(values.count - 1 - cut, in: cut..<values.count)
        return low...high
    }
}

extension [Double] {
    /// The value that would stand at `position` if `range` were sorted (quickselect). Reorders `range` so that values
    /// before `position` are no larger and values after it no smaller. Equal values are gathered around the pivot,
    /// so many repeats (points at one address) keep it linear.
    fileprivate mutating func select(_ position: Int, in range: Range<Int>) -> Double {
        var (low, high) = (range.lowerBound, range.upperBound)
        while true {
            let pivot = Swift.max(
                Swift.min(self[low], self[high - 1]),
                Swift.min(Swift.max(self[low], self[high - 1]), self[(low + high) / 2]))
            // Three parts: [low, less) below the pivot, [less, next) equal, [greater, high) above.
            var (less, next, greater) = (low, low, high)
            while next < greater {
                if self[next] < pivot {
                    swapAt(less, next)
                    less += 1
                    next += 1
                } else if self[next] > pivot {
                    greater -= 1
                    swapAt(next, greater)
                } else {
                    next += 1
                }
            }
            if position < less {
                high = less
            } else if position >= greater {
                low = greater
            } else {
                return pivot
            }
        }
    }
}
