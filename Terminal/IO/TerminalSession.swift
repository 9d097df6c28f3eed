import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes over the terminal for the interactive mode and gives it back exactly as it was.
///
/// Entering saves the `termios` settings of standard input, switches to raw mode (no echo, no line editing,
/// Ctrl-C as a byte rather than a signal), the alternate screen, and a hidden cursor. ``restoreIfActive()``
/// undoes all three and is safe to call any number of times from anywhere: on quit, on error, from the
/// signal handlers, and from every exit path of `main`. Docs/adr/0006-terminal-io.md explains the choices.
public enum TerminalSession {
    /// The settings to restore, present while a session is active.
    private static let original = Mutex<termios?>(nil)

    public static let enterAlternateScreen = OutputText(sequence: "\u{1B}[?1049h")
    public static let leaveAlternateScreen = OutputText(sequence: "\u{1B}[?1049l")
    public static let hideCursor = OutputText(sequence: "\u{1B}[?25l")
    public static let showCursor = OutputText(sequence: "\u{1B}[?25h")

    /// Switches the terminal to raw mode and the alternate screen.
    public static func enter() throws {
        var settings = termios()
        guard tcgetattr(StandardStreams.Stream.standardInput.rawValue, &settings) == 0 else {
            throw TerminalError.unavailable(String(cString: strerror(errno)))
        }
        var raw = rawMode(from: settings)
        guard tcsetattr(StandardStreams.Stream.standardInput.rawValue, TCSADRAIN, &raw) == 0 else {
            throw TerminalError.unavailable(String(cString: strerror(errno)))
        }
        original.withLock { $0 = settings }
        try? StandardStreams.writeOutput(enterAlternateScreen + hideCursor)
    }

    /// Gives the terminal back: original settings, main screen, visible cursor. Does nothing when no
    /// session is active.
    public static func restoreIfActive() {
        guard
            var settings = original.withLock({ saved -> termios? in
                defer { saved = nil }
                return saved
            })
        else { return }
        try? StandardStreams.writeOutput(showCursor + leaveAlternateScreen)
        _ = tcsetattr(StandardStreams.Stream.standardInput.rawValue, TCSADRAIN, &settings)
    }

    /// Raw mode as `cfmakeraw` defines it, except that output processing stays on, so `\n` still moves to the
    /// start of the next line.
    public static func rawMode(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        // Block until at least one byte is available; the key reader polls with its own timeout.
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }
}
