/// The one ordering of things measured from the user's position: nearest first, ties broken by a stable key, and
/// those without a distance (no coordinates, or no position) last, among themselves by that key.
///
/// Merchant lists sorted by distance, the Nearby tab, a merchant's places and the ATM finder all order this way;
/// each names only its tie-breaker (a merchant id, a location's place in the directory, a name).
public enum NearestFirst {
    /// Whether an element at `lhsDistance` goes before one at `rhsDistance`; `tieBreak` decides between equal
    /// distances and between two elements without one.
    public static func precedes(
        _ lhsDistance: Distance?, _ rhsDistance: Distance?, tieBreak: @autoclosure () -> Bool
    ) -> Bool {
        switch (lhsDistance, rhsDistance) {
        case (let lhs?, let rhs?) where lhs != rhs: lhs < rhs
        case (.some, nil): true
        case (nil, .some): false
        default: tieBreak()
        }
    }

    /// `elements` nearest first; `areInOrder` orders the ties.
    public static func sorted<Element>(
        _ elements: some Sequence<Element>, distance: (Element) -> Distance?,
        tieBreak areInOrder: (Element, Element) -> Bool
    ) -> [Element] {
        elements.sorted { lhs, rhs in precedes(distance(lhs), distance(rhs), tieBreak: areInOrder(lhs, rhs)) }
    }

}
