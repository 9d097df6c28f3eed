import Observation
import TextUI

/// The interactive mode: keys in, frames out, until the host says quit or the user presses Ctrl-C.
///
/// A frame is drawn after the keys of each read (a paste is one change, drawn once) and each resize, and also when
/// the state it was drawn from changes on its own: a sync's or an export's progress. Drawing reads the view models'
/// observable state, so Observation reports the change (ADR 0005); such redraws come at most one per
/// ``frameInterval``, however often the progress moves.
@MainActor
public struct InteractiveSession {
    public var host: any ScreenHost

    public init(host: any ScreenHost) {
        self.host = host
    }

    /// The shortest time between two redraws caused by changes of state (25 a second), so an export reporting
    /// every merchant does not flood the terminal.
    public static let frameInterval: Duration = .milliseconds(40)

    /// Runs until quit; the terminal is restored on every way out, errors included.
    public func run() async throws {
        guard StandardStreams.isInteractive else { throw TerminalError.notATerminal }
        try TerminalSession.enter()
        defer { TerminalSession.restoreIfActive() }
        let events = TerminalEvents()
        events.start()
        defer { events.stop() }
        await loop(events)
        // A sync or an export under way is cancelled, and has removed its partial files, before the program ends.
        await host.close()
    }

    private func loop(_ events: TerminalEvents) async {
        var size = TerminalSize.current()
        var lastDrawn = ContinuousClock.now
        func draw() {
            events.drawing()
            let lines = withObservationTracking {
                host.render(size: size)
            } onChange: {
                events.screenChanged()
            }
            FrameWriter.draw(lines)
            lastDrawn = .now
        }
        draw()
        for await event in events.stream {
            // Ctrl-C ends the program even when keys read before it are still waiting (a long paste).
            if events.isInterrupted { return }
            switch event {
            case .endOfInput:
                return
            case .keys(let keys):
                if await host.handle(keys) == .quit { return }
            case .resized:
                size = TerminalSize.current()
            case .screenChanged:
                // Drawn already, with the keys that made the change.
                guard events.isRedrawWanted else { continue }
                let due = lastDrawn + Self.frameInterval
                if ContinuousClock.now < due { try? await Task.sleep(until: due) }
            }
            draw()
        }
    }
}
