/// The interactive mode: keys in, frames out, until the host says quit or the user presses Ctrl-C.
@MainActor
struct InteractiveSession {
    var host: any ScreenHost

    /// Runs until quit; the terminal is restored on every way out, errors included.
    func run() async throws {
        guard StandardStreams.isInteractive else { throw AppError.notATerminal }
        try TerminalSession.enter()
        defer { TerminalSession.restoreIfActive() }
        let events = TerminalEvents()
        events.start()
        defer { events.stop() }
        var size = TerminalSize.current()
        FrameWriter.draw(host.render(size: size))
        for await event in events.stream {
            switch event {
            case .key(.interrupt), .endOfInput:
                return
            case .key(let key):
                if await host.handle(key) == .quit { return }
            case .resized:
                size = TerminalSize.current()
            }
            FrameWriter.draw(host.render(size: size))
        }
    }
}
