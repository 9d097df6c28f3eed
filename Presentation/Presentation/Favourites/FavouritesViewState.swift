/// The favourites list: the merchants the user marked, most recently marked first.
public struct FavouritesViewState: Hashable, Sendable {
    public var rows: [MerchantRow]
    /// The highlighted row; `nil` when there are no rows.
    public var selectedIndex: Int?
    /// Whether the list is loaded, loading, empty or failed.
    public var phase: LoadPhase
    /// "3 favourites".
    public var countText: String
    /// "1 favourite is no longer in the directory.", when a sync took some away.
    public var missingText: String?

    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        rows: [MerchantRow] = [], selectedIndex: Int? = nil, phase: LoadPhase = .idle, countText: String = "",
        missingText: String? = nil, screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.phase = phase
        self.countText = countText
        self.missingText = missingText
    }
}
