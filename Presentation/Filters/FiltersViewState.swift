/// The filter screen: every filter value as a row to switch, and the territory as a row to choose.
public struct FiltersViewState: Hashable, Sendable {
    public var rows: [FilterRow]
    public var selectedIndex: Int
    /// "Dash, Carabobo", or "none".
    public var summary: String
    /// Whether the filters differ from the ones the screen opened with.
    public var hasChanges: Bool

    public init(rows: [FilterRow], selectedIndex: Int = 0, summary: String, hasChanges: Bool = false) {
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.summary = summary
        self.hasChanges = hasChanges
    }
}

/// One row of the filter screen.
public struct FilterRow: Hashable, Sendable {
    /// The group the row belongs to: "Pay with", "Amounts", "Type", "Territory".
    public var group: String
    public var label: String
    public var value: Value

    /// What the row holds.
    public enum Value: Hashable, Sendable {
        /// A value that is on or off.
        case toggle(Bool)
        /// A value chosen on another screen; the string is the current choice in words.
        case choice(String)
    }

    public init(group: String, label: String, value: Value) {
        self.group = group
        self.label = label
        self.value = value
    }
}
