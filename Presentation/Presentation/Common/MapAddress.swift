import Domain

/// The address of a map of a location, the same for the served pages and the published catalog.
public enum MapAddress {
    /// OpenStreetMap at the location's position, or the directory's own map link when it has no position; `nil` when
    /// it has neither.
    public static func of(_ location: Location) -> String? {
        if let coordinate = location.coordinate { return openStreetMap(coordinate) }
        return location.mapLink?.address
    }

    /// An OpenStreetMap link that drops a marker on the coordinate.
    ///
    /// Written as bytes into one string: a site has a link like this for each of its few hundred thousand locations.
    public static func openStreetMap(_ coordinate: Coordinate) -> String {
        // The fixed parts are 51 bytes; each of the four numbers at most `CoordinateText.maximumLength`.
        String(unsafeUninitializedCapacity: 64 + 4 * CoordinateText.maximumLength) { buffer in
            var end = 0
            func append(_ part: StaticString) {
                part.withUTF8Buffer { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: bytes)
                }
                end += part.utf8CodeUnitCount
            }
            func append(_ degrees: Double) { CoordinateText.write(degrees, into: buffer, at: &end) }
            append("https://www.openstreetmap.org/?mlat=")
            append(coordinate.latitude)
            append("&mlon=")
            append(coordinate.longitude)
            append("#map=17/")
            append(coordinate.latitude)
            append("/")
            append(coordinate.longitude)
            return end
        }
    }
}
