/// The filter screen: every filter value as a row to switch, and the territory as a row to choose.
public struct FiltersViewState: Hashable, Sendable {
    /// Every row in screen order, groups together.
    public var rows: [FilterRow]
    /// The highlighted row.
    public var selectedIndex: Int
    /// "Dash, Carabobo", or "none".
    public var summary: String
    /// Whether the filters differ from the ones the screen opened with.
    public var hasChanges: Bool
    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        rows: [FilterRow], selectedIndex: Int = 0, summary: String, hasChanges: Bool = false,
        screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
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
    /// What the row switches or chooses, in words.
    public var label: String
    /// Whether the row is on, or what it has chosen.
    public var value: Value
    /// What the value means, in a few words ("gift cards sold by CTX, bought with Dash"); empty when the label says it.
    public var detail: String
    /// The value the row switches, for the input that switches it; `nil` on the territory row.
    public var option: FilterOption?

    /// What the row holds.
    public enum Value: Hashable, Sendable {
        /// A value that is on or off.
        case toggle(Bool)
        /// A value chosen on another screen; the string is the current choice in words.
        case choice(String)
    }

    /// Creates a row.
    public init(group: String, label: String, value: Value, detail: String = "", option: FilterOption? = nil) {
        self.group = group
        self.label = label
        self.value = value
        self.detail = detail
        self.option = option
    }
}
