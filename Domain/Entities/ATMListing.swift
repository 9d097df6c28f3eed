/// An ATM as a list shows it: the machine, and how far it is from the query's position.
public struct ATMListing: Hashable, Sendable, Identifiable {
    public var atm: ATM
    /// `nil` when the query has no position or the ATM no coordinates.
    public var distance: Distance?

    public var id: Int64 { atm.id }

    public init(atm: ATM, distance: Distance? = nil) {
        self.atm = atm
        self.distance = distance
    }
}
