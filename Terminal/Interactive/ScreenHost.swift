import TextUI

/// What the terminal loops drive: something that takes keys and draws frames.
///
/// The navigator (screens, view models and the text renderer, wired in the composition root) implements it;
/// the interactive session and `explore play` only move keys in and frames out, so they can be tested with
/// a tiny host.
@MainActor
public protocol ScreenHost: AnyObject {
    /// Handles one key and returns when the screens have settled (any loading it started has finished), so
    /// that the next frame shows its effect; a long job it started (a sync, an export) goes on. `.quit` ends the
    /// program.
    func handle(_ key: Key) async -> KeyOutcome

    /// Handles the keys of one read as one change: each goes to the screens in turn, and the screens settle once,
    /// after the last, so that a paste costs one search and one frame rather than one per character. `.quit` (from
    /// any of them) ends the program; the keys after it are not handled.
    func handle(_ keys: [Key]) async -> KeyOutcome

    /// The current frame: at most `size.rows` lines, each at most `size.columns` display columns wide.
    func render(size: TerminalSize) -> [String]

    /// Returns once all work has finished, long jobs (a sync, an export) included: `explore play` draws after it,
    /// so its frames never depend on timing.
    func waitUntilIdle() async

    /// Stops the work still running (a sync or an export is cancelled, leaving the old files as they were) and
    /// returns once it has stopped: the program is about to exit.
    func close() async
}

extension ScreenHost {
    /// A host without a cheaper way handles the keys one by one.
    public func handle(_ keys: [Key]) async -> KeyOutcome {
        for key in keys {
            if await handle(key) == .quit { return .quit }
        }
        return .proceed
    }

    /// A host with no work of its own has nothing to wait for.
    public func waitUntilIdle() async {}

    /// A host with no work of its own has nothing to stop.
    public func close() async {}
}
