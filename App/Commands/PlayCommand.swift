import ArgumentParser
import Foundation
import Terminal
import TextUI

/// `explore play`: replays a script of keys through the screens, printing every frame.
struct PlayCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Replay a script of keys through the screens and print every frame.",
        discussion: """
            One step per line: a key name (down, up, left, right, enter, esc, backspace, tab), a single \
            character, `type TEXT` to type a string, `size COLSxROWS` to resize. Lines starting with # and \
            blank lines are ignored. Use - to read the script from standard input. Docs/CLI.md has the details.

            Example:
              printf '/\\ntype caf\\nenter\\ndown\\nenter\\n' | explore play - --size 100x30
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("The script file, or - for standard input.", valueName: "file"))
    var file: String

    @Option(
        help: ArgumentHelp("The screen size to start at (default: 80x24).", valueName: "colsxrows"),
        transform: ArgumentValues.terminalSize)
    var size: TerminalSize = .standard

    /// Plays the script through the screens in plain text (colour would bury the frames in escapes).
    @MainActor func run(with root: CompositionRoot) async throws {
        let script = try PlayScript.load(from: file)
        let navigator = await Navigator(factory: try await root.screenFactory(), theme: .plain)
        var player = ScriptPlayer(host: navigator, size: size, output: root.console.write)
        try await player.play(script)
    }
}
