import TextUI

/// One screen of the interactive mode, as the navigator drives it: a view model, the keys it answers, its frame,
/// and where its intents lead (ADR 0004).
///
/// Each view model conforms in a file of its own under `Screens/`, which also holds the ``ScreenFactory`` method
/// that builds it: adding a screen is that file, and the intent of the screen that opens it.
@MainActor
public protocol NavigableScreen: AnyObject {
    /// A short name for tests and logs: "list", "detail".
    var screenName: String { get }

    /// The screen is on top: first shown, or uncovered by a pop.
    func screenAppeared()

    /// Sends a key to the view model (through TextUI's ``KeyMap``); `.quit` ends the program.
    func handle(_ key: Key) -> KeyOutcome

    /// Carries out the intents the view model emitted since the last call; returns whether there were any.
    func carryOutIntents(on navigator: Navigator) -> Bool

    /// The screen's frame, drawn by TextUI from the view model's state.
    func frame(size: TerminalSize, theme: Theme) -> Frame

    /// Every key of the screen now (TextUI's ``KeyMap``), for the `?` key help.
    func keyHelp() -> KeyHelp

    /// Returns once all the screen's work has finished, a sync or an export included.
    func waitUntilIdle() async

    /// Returns once the screen's loading has finished, without waiting for a sync or an export under way: those go
    /// on while the interactive mode takes keys and redraws as their progress arrives.
    func waitUntilSettled() async

    /// Cancels a sync or an export under way (the program is quitting); they leave the old files as they were.
    func cancelJobs()
}

extension NavigableScreen {
    public func screenAppeared() {}
    public func waitUntilIdle() async {}
    public func waitUntilSettled() async { await waitUntilIdle() }
    public func cancelJobs() {}
}
