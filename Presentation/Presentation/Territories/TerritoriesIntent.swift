/// Where the territory list asks to go.
public enum TerritoriesIntent: Hashable, Sendable {
    /// Close the list with this territory chosen (`nil`: any territory).
    case chosen(String?)
    /// Close the list and keep the choice as it was.
    case back
}
