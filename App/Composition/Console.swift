import Foundation
import Terminal
import TextUI

/// Where a command's answer goes, and how text is drawn there: on a terminal, its width, text cut to fit, colour when
/// allowed; anywhere else (a pipe, a file), `COLUMNS` columns (else 80) in plain text, and nothing is ever cut: a
/// longer line is printed whole.
///
/// Lines from anywhere are made safe for the terminal as they are printed (``OutputText``); pages the text renderer
/// drew were made safe as they were drawn, and keep their styles.
struct Console: Sendable {
    /// Writes text to standard output in one piece, or throws: an answer that cannot be written is a failure.
    var write: @Sendable (OutputText) throws(OutputLost) -> Void
    /// Whether standard output is a terminal.
    var isTerminal: Bool
    /// Whether colour is allowed at all: not with `--no-color`, a non-empty `NO_COLOR` (https://no-color.org), or
    /// `TERM=dumb`.
    var allowsColor: Bool
    /// The width printed pages are laid out for.
    var columns: Int

    /// Standard output, as the real program sees it.
    static func standardOutput(allowsColor: Bool, environment: [String: String]) -> Console {
        let isTerminal = StandardStreams.isTerminal(.standardOutput)
        return Console(
            write: StandardStreams.writeOutput, isTerminal: isTerminal, allowsColor: allowsColor,
            columns: columns(isTerminal: isTerminal, environment: environment))
    }

    /// The terminal's own width on a terminal; elsewhere `COLUMNS` when it is a whole number from 20 to 1000 (a
    /// script that wants wide output sets it), else 80.
    static func columns(isTerminal: Bool, environment: [String: String]) -> Int {
        if isTerminal { return TerminalSize.current().columns }
        guard let text = environment["COLUMNS"], let columns = Int(text), (20...1000).contains(columns) else {
            return TerminalSize.standard.columns
        }
        return columns
    }

    /// What printed pages do with text wider than ``columns``: cut it on a terminal, where a longer line would
    /// wrap; print it whole anywhere else, where nothing may be lost.
    var fit: PageFit { isTerminal ? .cut : .widen }

    /// What printed lists keep of their screen: the title and what was asked on a terminal, where a person reads
    /// them; only headings, rows and the count anywhere else, where `grep` or a script does.
    var chrome: PageChrome { isTerminal ? .titled : .bare }

    /// Whether colour is allowed by the flag and the environment.
    static func allowsColor(noColorFlag: Bool, environment: [String: String]) -> Bool {
        !(noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb")
    }

    /// The theme printed pages and frames are drawn in: ANSI styles only on a terminal that allows them.
    var theme: Theme { allowsColor && isTerminal ? .ansi : .plain }

    /// Prints lines, each ended by a newline, in one write, every control in them made visible; nothing for no lines.
    func print(_ lines: [String]) throws(OutputLost) {
        guard !lines.isEmpty else { return }
        try write(OutputText(lines.joined(separator: "\n") + "\n"))
    }

    /// Prints a page drawn by the text renderer, without trailing spaces or blank lines at its end.
    func print(_ page: Frame) throws(OutputLost) {
        let lines = page.printedLines
        guard !lines.isEmpty else { return }
        try write(OutputText(rendered: lines) + .newline)
    }

    /// Prints the JSON that `--format json` promises (Docs/CLI.md), every unsafe character escaped.
    func printJSON(_ value: some Encodable) throws {
        try write(OutputText(try JSONOutput.string(value)))
    }
}
