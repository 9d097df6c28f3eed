import Domain
import Foundation
import Logging
import Synchronization
import TextUI

/// Shows how far a long task has come on standard error: a redrawn bar on a terminal, plain periodic lines
/// otherwise (a log file or CI gets a line a second, not a line per row).
///
/// Safe to call from any thread: the Data layer reports from wherever its work runs.
public final class ProgressReporter: Sendable {
    /// How progress appears.
    public enum Style: Sendable {
        /// One line redrawn in place with a carriage return, at most every ``ProgressReporter/redrawInterval``.
        case bar(width: Int)
        /// A line at most every `interval` seconds, and one at the end.
        case lines(interval: TimeInterval)
        /// Nothing at all (a first-run sample when standard error is not a terminal).
        case silent
    }

    /// What the counts measure.
    public enum Unit: Sendable {
        case items(String)
        case bytes
    }

    /// Ten redraws a second look smooth; a million rows must not mean a million writes.
    public static let redrawInterval: TimeInterval = 0.1

    public let title: String
    public let style: Style
    public let unit: Unit
    private let write: @Sendable (OutputText) -> Void
    private let now: @Sendable () -> Date
    private let state: Mutex<State>

    private struct State {
        public var started: Date
        public var lastShown: Date?
        public var lastText = ""
        /// `nil` until the first update: work that never started (an up-to-date sync) shows no "done" line.
        public var lastCounts: (completed: Int64, total: Int64?)?
        public var finished = false
    }

    public init(
        title: String, style: Style, unit: Unit = .items("rows"),
        write: @escaping @Sendable (OutputText) -> Void = StandardStreams.writeError,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.title = title
        self.style = style
        self.unit = unit
        self.write = write
        self.now = now
        self.state = Mutex(State(started: now()))
    }

    /// A reporter on standard error: a bar on a terminal, else lines (or nothing, when `quietUnlessTerminal`).
    public convenience init(title: String, unit: Unit = .items("rows"), quietUnlessTerminal: Bool = false) {
        let style: Style =
            if StandardStreams.isTerminal(.standardError) {
                .bar(width: TerminalSize.current(of: .standardError).columns)
            } else {
                quietUnlessTerminal ? .silent : .lines(interval: 1)
            }
        self.init(title: title, style: style, unit: unit)
    }

    /// Records progress; `total` is `nil` while unknown.
    public func update(completed: Int64, total: Int64?) {
        let time = now()
        let text: OutputText? = state.withLock { state in
            guard !state.finished else { return nil }
            state.lastCounts = (completed, total)
            switch style {
            case .silent:
                return nil
            case .bar(let width):
                if let lastShown = state.lastShown, time.timeIntervalSince(lastShown) < Self.redrawInterval {
                    return nil
                }
                let line = ProgressText.bar(title: title, completed: completed, total: total, unit: unit, width: width)
                guard line != state.lastText else { return nil }
                state.lastText = line
                state.lastShown = time
                return Self.redrawn(line)
            case .lines(let interval):
                let reference = state.lastShown ?? state.started
                guard time.timeIntervalSince(reference) >= interval else { return nil }
                state.lastShown = time
                return OutputText(
                    ProgressText.line(title: title, completed: completed, total: total, unit: unit) + "\n")
            }
        }
        if let text { write(text) }
    }

    /// Records a download's progress.
    public func update(_ transfer: TransferProgress) {
        update(completed: transfer.completedBytes, total: transfer.totalBytes)
    }

    /// Says something on a line of its own (a wait for another process, say), even when the progress is silent: on a
    /// terminal the bar is cleared first and redrawn by the next update.
    public func note(_ text: String) {
        switch style {
        case .bar: write(OutputText(sequence: "\r\u{1B}[K") + OutputText(text) + .newline)
        case .lines, .silent: write(OutputText(text) + .newline)
        }
    }

    /// The note for a writer that waits for another one (ADR 0018's writer lock).
    public static let waitingForLock = "Waiting for another explore to finish replacing the snapshot…"

    /// Ends the display: the bar gets its newline, the lines a final one; nothing when there was no update.
    /// Later updates are ignored.
    public func finish() {
        let text: OutputText? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            guard let (completed, total) = state.lastCounts else { return nil }
            switch style {
            case .silent:
                return nil
            case .bar(let width):
                let line = ProgressText.bar(
                    title: title, completed: total ?? completed, total: total ?? completed, unit: unit, width: width)
                return Self.redrawn(line) + .newline
            case .lines:
                return OutputText(
                    ProgressText.line(title: title, completed: completed, total: total, unit: unit, done: true) + "\n")
            }
        }
        if let text { write(text) }
    }

    /// The bar drawn over the last one: back to the start of the line, the line (its title may name a file, so it
    /// is made safe), and erase what is left of the old one.
    private static func redrawn(_ line: String) -> OutputText {
        OutputText(sequence: "\r") + OutputText(line) + OutputText(sequence: "\u{1B}[K")
    }
}
