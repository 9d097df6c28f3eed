/// What the terminal loops drive: something that takes keys and draws frames.
///
/// The navigator (screens, view models and the text renderer, wired in the composition root) implements it;
/// the interactive session and `explore play` only move keys in and frames out, so they can be tested with
/// a tiny host.
@MainActor
protocol ScreenHost: AnyObject {
    /// Handles one key and returns when the screens have settled (any loading it started has finished), so
    /// that the next frame shows its effect. `.quit` ends the program.
    func handle(_ key: Key) async -> KeyOutcome

    /// The current frame: at most `size.rows` lines, each at most `size.columns` display columns wide.
    func render(size: TerminalSize) -> [String]
}

/// Whether the program goes on after a key.
enum KeyOutcome: Hashable, Sendable {
    case proceed
    case quit
}
