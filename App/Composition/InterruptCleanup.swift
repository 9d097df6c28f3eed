import CatalogPublisher
import DataLayer
import Synchronization
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `explore` does on the signals that end a terminal program (SIGINT, SIGTERM, SIGHUP, SIGQUIT), whatever it is
/// doing: removes the temporary files and folders it is writing (an import, a sample, a download being staged, a
/// catalog), gives the terminal back, and exits with the status a shell expects of a signal (128 + its number).
///
/// A snapshot or a catalog only ever changes by a rename, which has happened or not, so stopping at any moment leaves
/// either the old one or the new one; the exit comes before any later rename. A run killed outright (SIGKILL) cannot
/// clean up; the next writer removes what it left (the Data layer's `LeftoverFiles`).
enum InterruptCleanup {
    /// The signals that end the program this way.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Whether one of the signals is ending the program: set before anything is removed.
    private static let ending = Atomic<Bool>(false)

    /// Starts handling the signals; call before any command runs.
    static func install() {
        for number in signals {
            SignalRelay.handle(number) { number in
                ending.store(true, ordering: .sequentiallyConsistent)
                FilesInProgress.removeAll()
                CatalogsInProgress.stopAll()
                TerminalSession.restoreIfActive()
                _exit(128 + number)
            }
        }
    }

    /// Returns at once, unless a signal is ending the program: then never. The work the signal stopped fails on its
    /// way out ("The catalog was interrupted."), and the signal's own exit (128 + its number, nothing printed) is
    /// moments away; the command's failure must neither be printed nor decide the status.
    static func waitIfEnding() {
        guard ending.load(ordering: .sequentiallyConsistent) else { return }
        while true { sleep(1) }
    }
}
