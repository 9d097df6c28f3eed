import Domain

/// What a row of the location picker chooses, as a value: the input that chooses it takes this, whichever row or
/// address it came from.
public enum LocationChoice: Hashable, Sendable {
    /// A city or a territory of the directory, measured from its position.
    case place(Place)
    /// A position typed as `LAT,LON`.
    case position(Coordinate)
    /// No location: no distances, and Nearby off.
    case forget
}
