import Domain

/// The places of a snapshot that could not be opened: asking for them fails with the reason, while what needs no
/// places (a position typed `LAT,LON`, clearing the location) still works.
struct UnreadablePlaces: PlaceDirectory {
    var error: DirectoryError

    func places() async throws(DirectoryError) -> [Place] {
        throw error
    }
}
