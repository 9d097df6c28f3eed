import Presentation

/// One thing a screen does with a key: the keys that do it, how the help names it, and the input it sends.
///
/// Each screen lists its commands once (``KeyMap`` sends keys through them, and the help line is drawn from the
/// same list), so a key can never be handled without being announced, or announced without being handled.
struct KeyCommand<Model: AnyObject> {
    /// How the help names the keys: "Enter", "↑↓", "/".
    var label: String
    /// What the keys do, in a word or two: "open", "search".
    var action: String
    /// Whether the help line names it; commands a screen answers without announcing them (Shift-Tab beside Tab,
    /// Esc clearing a search) leave it out. The key help (`?`) lists every command.
    var isAnnounced: Bool
    /// Whether a narrow help line keeps it when others must go: how to leave, and how to see every key.
    var isPinned = false
    /// Every key that does it, as the key help lists them: "Esc, Backspace, ←"; empty when no key does it now.
    var keyNames: String
    /// When the command does something only at times ("after a failure"; empty when its action says it): the key help
    /// lists it then too, with this.
    var onlyWhen: String?
    /// Whether the command answers a key.
    var matches: (Key) -> Bool
    /// Sends the view model the input the key means; `.quit` ends the program.
    var perform: @MainActor (Model, Key) -> KeyOutcome

    /// - Parameter onlyWhen: for a command whose `keys` are empty at times, when it answers them ("after a failure").
    init(
        _ label: String, _ action: String, announced: Bool = true, keys: [Key], onlyWhen: String? = nil,
        perform: @escaping @MainActor (Model) -> Void
    ) {
        self.label = label
        self.action = action
        self.isAnnounced = announced
        self.keyNames = keys.map(\.name).joined(separator: ", ")
        self.onlyWhen = onlyWhen
        self.matches = { keys.contains($0) }
        self.perform = { model, _ in
            perform(model)
            return .proceed
        }
    }

    /// - Parameter keyNames: every key that matches, for the key help (by default the label).
    init(
        _ label: String, _ action: String, announced: Bool = true, keyNames: String? = nil,
        matches: @escaping (Key) -> Bool, perform: @escaping @MainActor (Model, Key) -> KeyOutcome
    ) {
        self.label = label
        self.action = action
        self.isAnnounced = announced
        self.keyNames = keyNames ?? label
        self.matches = matches
        self.perform = perform
    }

    /// `q`: quit, from any screen that is not taking text.
    static func quit(_ words: ScreenWords = .english, announced: Bool = true) -> KeyCommand {
        var command = KeyCommand(
            "q", words.key("quit"), announced: announced, matches: { $0 == .character("q") }, perform: { _, _ in .quit }
        )
        command.isPinned = true
        return command
    }

    /// `r`: try again, once something `failed`; the key help lists it at other times too, with when it answers.
    static func retry(
        _ words: ScreenWords = .english, failed: Bool, perform: @escaping @MainActor (Model) -> Void
    ) -> KeyCommand {
        KeyCommand(
            "r", words.key("retry"), announced: failed, keys: failed ? [.character("r")] : [],
            onlyWhen: words.key("after-failure"), perform: perform)
    }

    /// `?`: every key of the screen, from any screen that is not taking text.
    static func keyHelp(_ words: ScreenWords = .english) -> KeyCommand {
        var command = KeyCommand(
            "?", words.key("help"), matches: { $0 == .character("?") }, perform: { _, _ in .showKeys })
        command.isPinned = true
        return command
    }

    /// ↑↓, `j` `k`, Page Up and Down, Home and End: moves a highlight or a scroll position by `offset`.
    static func move(
        _ action: String = "move", announced: Bool = true, _ move: @escaping @MainActor (Model, Int) -> Void
    )
        -> KeyCommand
    {
        KeyCommand(
            "↑↓", action, announced: announced, keyNames: "↑ ↓ j k PgUp PgDn Home End",
            matches: { movement($0) != nil },
            perform: { model, key in
                move(model, movement(key) ?? 0)
                return .proceed
            })
    }

    /// Rows or lines that Page Up and Page Down move by.
    static var pageStep: Int { 10 }

    /// The offset a movement key stands for.
    static func movement(_ key: Key) -> Int? {
        switch key {
        case .up, .character("k"): -1
        case .down, .character("j"): 1
        case .pageUp: -pageStep
        case .pageDown: pageStep
        case .home: Int.min / 2
        case .end: Int.max / 2
        default: nil
        }
    }
}

extension Array {
    /// Sends `key` through the first command that answers it; a key no command answers changes nothing.
    @MainActor func send<Model>(_ key: Key, to model: Model) -> KeyOutcome where Element == KeyCommand<Model> {
        first { $0.matches(key) }?.perform(model, key) ?? .proceed
    }

    /// The help line's entries: the announced commands, in order.
    func helpEntries<Model>() -> [Chrome.HelpEntry] where Element == KeyCommand<Model> {
        filter(\.isAnnounced).map { Chrome.HelpEntry(key: $0.label, action: $0.action, isPinned: $0.isPinned) }
    }

    /// The key help's entries: every command a key does something with now, in order, then those that answer a key
    /// only at other times, with when they do ("r  retry after a failure"); each once.
    func keyHelpEntries<Model>() -> [KeyHelp.Entry] where Element == KeyCommand<Model> {
        let now = filter { !$0.keyNames.isEmpty }.map { KeyHelp.Entry(keys: $0.keyNames, action: $0.action) }
        let atTimes = filter(\.keyNames.isEmpty).compactMap { command in
            command.onlyWhen.map {
                KeyHelp.Entry(
                    keys: command.label, action: [command.action, $0].joined(separator: $0.isEmpty ? "" : " "))
            }
        }
        var entries: [KeyHelp.Entry] = []
        for entry in now + atTimes where !entries.contains(entry) { entries.append(entry) }
        return entries
    }
}
