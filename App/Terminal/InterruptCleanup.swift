import DataLayer
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `explore` does on SIGINT (Ctrl-C outside the interactive mode) and SIGTERM: removes the temporary files it
/// is writing beside a snapshot (an import, a sample, a download being staged), gives the terminal back, and exits
/// with the status a shell expects of a signal (128 + its number).
///
/// A snapshot only ever changes by a rename, which has happened or not, so stopping at any moment leaves either the
/// old snapshot or the new one. A run killed outright (SIGKILL) cannot clean up; the next writer removes what it left
/// (the Data layer's `LeftoverFiles`).
enum InterruptCleanup {
    /// The handlers, made on first use and kept for the life of the process. Dispatch's sources are not `Sendable`
    /// in Swift's eyes; this constant is only ever read, after its one initialisation.
    nonisolated(unsafe) private static let sources: [any DispatchSourceSignal] = [SIGINT, SIGTERM].map { signalNumber in
        // Ignored as a signal, so that the dispatch source gets it instead of the default action (exit).
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler {
            FilesInProgress.removeAll()
            TerminalSession.restoreIfActive()
            _exit(128 + signalNumber)
        }
        source.resume()
        return source
    }

    /// Starts handling SIGINT and SIGTERM; call before any command runs.
    static func install() {
        _ = sources
    }
}
