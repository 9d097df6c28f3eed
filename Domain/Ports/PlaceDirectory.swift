/// The places the directory knows: its cities and territories, for choosing a location by name.
///
/// Implemented in `DataLayer` on the snapshot file. A port of its own, so that the merchant directory's adapters
/// and fakes stay as they are.
public protocol PlaceDirectory: Sendable {
    /// Every city (a name within a territory: two countries may have a Valencia) and every territory named by a
    /// visible location with coordinates, each once, positioned by ``PlacePosition/medoid(of:)`` over its locations
    /// (in row order). A territory named like one of its cities is left out: the city stands for it.
    func places() async throws(DirectoryError) -> [Place]
}
