import Foundation
import TextUI

/// Where a command's answer goes, and how text is drawn there: the terminal's width, with colour when allowed, on a
/// terminal; 80 plain columns anywhere else.
///
/// Lines from anywhere are made safe for the terminal as they are printed (``OutputText``); pages the text renderer
/// drew were made safe as they were drawn, and keep their styles.
struct Console: Sendable {
    /// Writes text to standard output in one piece.
    var write: @Sendable (OutputText) -> Void
    /// Whether standard output is a terminal.
    var isTerminal: Bool
    /// Whether colour is allowed at all: not with `--no-color`, a non-empty `NO_COLOR` (https://no-color.org), or
    /// `TERM=dumb`.
    var allowsColor: Bool
    /// The width printed pages are laid out for.
    var columns: Int

    /// Standard output, as the real program sees it.
    static func standardOutput(allowsColor: Bool) -> Console {
        let isTerminal = StandardStreams.isTerminal(.standardOutput)
        return Console(
            write: StandardStreams.writeOutput, isTerminal: isTerminal, allowsColor: allowsColor,
            columns: isTerminal ? TerminalSize.current().columns : TerminalSize.standard.columns)
    }

    /// Whether colour is allowed by the flag and the environment.
    static func allowsColor(noColorFlag: Bool, environment: [String: String]) -> Bool {
        !(noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb")
    }

    /// The theme printed pages and frames are drawn in: ANSI styles only on a terminal that allows them.
    var theme: Theme { allowsColor && isTerminal ? .ansi : .plain }

    /// Prints lines, each ended by a newline, in one write, every control in them made visible; nothing for no lines.
    func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(OutputText(lines.joined(separator: "\n") + "\n"))
    }

    /// Prints a page drawn by the text renderer, without trailing spaces or blank lines at its end.
    func print(_ page: Frame) {
        let lines = page.printedLines
        guard !lines.isEmpty else { return }
        write(OutputText(rendered: lines) + .newline)
    }

    /// Prints the JSON that `--format json` promises (Docs/CLI.md), every unsafe character escaped.
    func printJSON(_ value: some Encodable) throws {
        write(OutputText(try JSONOutput.string(value)))
    }
}
