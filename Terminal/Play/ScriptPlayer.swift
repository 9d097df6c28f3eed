import TextUI

/// Plays a ``PlayScript`` through a screen host and prints every frame.
///
/// Each frame is drawn once all work has finished, a sync or an export included, so a script's output never
/// depends on timing (the interactive mode, by contrast, redraws while they run).
///
/// Output, frame after frame:
/// ```
/// --- frame 0: start (80x24) ---
/// …the frame's lines…
/// --- frame 1: line 3: down (80x24) ---
/// …
/// ```
@MainActor
public struct ScriptPlayer {
    public var host: any ScreenHost
    public var size: TerminalSize
    /// Where the frames go; a frame that cannot be written ends the play.
    public var output: (OutputText) throws(OutputLost) -> Void

    public init(
        host: any ScreenHost, size: TerminalSize = .standard,
        output: @escaping (OutputText) throws(OutputLost) -> Void = StandardStreams.writeOutput
    ) {
        self.host = host
        self.size = size
        self.output = output
    }

    /// Prints the first frame, then one frame after each step; stops early when a key quits.
    public mutating func play(_ script: PlayScript) async throws(OutputLost) {
        try printFrame(number: 0, label: "start")
        for (index, step) in script.steps.enumerated() {
            let outcome = await perform(step.action)
            await host.waitUntilIdle()
            try printFrame(number: index + 1, label: "line \(step.line): \(step.source)")
            if outcome == .quit {
                try output(OutputText("--- quit ---\n"))
                return
            }
        }
    }

    private mutating func perform(_ action: PlayScript.Action) async -> KeyOutcome {
        switch action {
        case .press(.interrupt):
            // As in the interactive mode, Ctrl-C quits without reaching the screens.
            return .quit
        case .press(let key):
            return await host.handle(key)
        case .type(let text):
            for character in text where await host.handle(.character(character)) == .quit {
                return .quit
            }
            return .proceed
        case .resize(let newSize):
            size = newSize
            return .proceed
        }
    }

    /// The header (it quotes the script's line, so it is made safe) and the frame the host drew.
    private func printFrame(number: Int, label: String) throws(OutputLost) {
        let lines = host.render(size: size)
        let header = OutputText("--- frame \(number): \(label) (\(size.notation)) ---")
        try output(
            header + .newline + OutputText(rendered: lines) + (lines.isEmpty ? OutputText(sequence: "") : .newline))
    }
}
