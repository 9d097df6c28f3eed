/// The location picker: the text typed, and the places or position it finds.
public struct LocationPickerViewState: Hashable, Sendable {
    /// The text typed: part of a place's name, or a position `LAT,LON`.
    public var text: String
    /// "Now: near Caracas, within 32.2 km", or "No location chosen yet."
    public var current: String
    /// What the text finds, best first.
    public var rows: [LocationChoiceRow]
    /// The highlighted row; `nil` when there are no rows.
    public var selectedIndex: Int?
    /// Whether the places are loaded, loading, found nothing, or failed.
    public var phase: LoadPhase
    /// Why the typed position is not one, or why the choice was not saved.
    public var problem: String?
    /// Said above the rows when they are not what the text finds but the names it probably meant: "No city or
    /// territory of this directory matches “zurik”. Did you mean “Zürich”?"
    public var notice: String?
    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        text: String = "", current: String = "", rows: [LocationChoiceRow] = [], selectedIndex: Int? = nil,
        phase: LoadPhase = .idle, problem: String? = nil, notice: String? = nil,
        screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
        self.text = text
        self.current = current
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.phase = phase
        self.problem = problem
        self.notice = notice
    }
}

/// One choice of the picker, in words.
public struct LocationChoiceRow: Hashable, Sendable {
    /// "Caracas", "10.48, -66.9", "Forget the location".
    public var title: String
    /// "city in Distrito Capital", "territory", "position", "no distances; Nearby off".
    public var detail: String
    /// "12 merchants"; empty for a position.
    public var merchants: String
    /// Whether the row stays in view above the others however far the list is scrolled ("Forget the location").
    public var isPinned: Bool
    /// What the row chooses, for the input that chooses it; `nil` only in rows made to be drawn.
    public var choice: LocationChoice?

    /// Creates a row.
    public init(
        title: String, detail: String, merchants: String = "", isPinned: Bool = false, choice: LocationChoice? = nil
    ) {
        self.title = title
        self.detail = detail
        self.merchants = merchants
        self.isPinned = isPinned
        self.choice = choice
    }
}
