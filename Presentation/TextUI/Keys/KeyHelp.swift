import Presentation

/// Every key of a screen and what it does, as the `?` key help shows it: drawn from the same command list as the
/// screen's help line and its key handling, so it can list nothing a key does not do.
public struct KeyHelp: Hashable, Sendable {
    /// The screen's name: "Merchants", "ATMs".
    public var title: String
    public var entries: [Entry]
    /// The words the key help is drawn with: its title, how to leave it.
    public var screenWords: ScreenWords

    /// One thing the screen does with keys.
    public struct Entry: Hashable, Sendable {
        /// Every key that does it: "Esc, Backspace, ←".
        public var keys: String
        public var action: String

        /// An entry; screens make theirs from their command lists (``KeyMap``).
        public init(keys: String, action: String) {
            self.keys = keys
            self.action = action
        }
    }

    /// A key help; screens make theirs from their command lists (``KeyMap``).
    public init(title: String, entries: [Entry], screenWords: ScreenWords = .english) {
        self.title = title
        self.screenWords = screenWords
        self.entries = entries
    }
}
