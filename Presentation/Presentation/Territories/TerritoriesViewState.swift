/// The territory list: "Any territory" first, then every territory with merchants.
public struct TerritoriesViewState: Hashable, Sendable {
    /// "Any territory" first, then the territories ordered as people read them.
    public var rows: [TerritoryRow]
    /// The highlighted row; `nil` before the list loads.
    public var selectedIndex: Int?
    /// Whether the list is loaded, loading, empty or failed.
    public var phase: LoadPhase
    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        rows: [TerritoryRow] = [], selectedIndex: Int? = nil, phase: LoadPhase = .idle,
        screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.phase = phase
    }
}

/// One territory, in words.
public struct TerritoryRow: Hashable, Sendable {
    /// The territory's name, or "Any territory".
    public var name: String
    /// "12 merchants"; empty on the "Any territory" row.
    public var merchants: String
    /// Whether this is the territory the filters hold now.
    public var isChosen: Bool
    /// The territory the row chooses, for the input that chooses it; `nil` on the "Any territory" row.
    public var territory: String?

    /// Creates a row.
    public init(name: String, merchants: String, isChosen: Bool = false, territory: String? = nil) {
        self.name = name
        self.merchants = merchants
        self.isChosen = isChosen
        self.territory = territory
    }
}
