import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals handed to Swift code on a thread of their own, whichever thread the kernel delivers them to.
///
/// The handler the kernel runs does one thing that is safe in signal context: it writes the signal's number to a pipe.
/// A thread reads the pipe and calls the Swift code registered for that number, where it may take locks, write and
/// exit. Dispatch's signal sources are not used: on Linux they read a `signalfd`, which sees a signal only if no thread
/// could take it first, and every thread made before the source (the key reader, the concurrency pool) could, so
/// most signals were lost.
public enum SignalRelay {
    /// What to run per signal number; a number without an entry is ignored once relayed.
    private static let handlers = Mutex<[Int32: @Sendable (Int32) -> Void]>([:])
    /// The pipe's writing end, read by the handler in signal context (set once, before any handler is installed).
    nonisolated(unsafe) fileprivate static var writeEnd: Int32 = -1

    /// The pipe and its reading thread, made on first use.
    private static let started: Void = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        writeEnd = ends[1]
        let readEnd = ends[0]
        let thread = Thread { relay(from: readEnd) }
        thread.name = "explore.signals"
        thread.start()
    }()

    /// Runs `handler` on the relay's thread whenever `number` arrives, instead of the signal's default action.
    ///
    /// The signal is unblocked too: a process inherits its parent's mask, and a blocked signal would never arrive.
    public static func handle(_ number: Int32, with handler: @escaping @Sendable (Int32) -> Void) {
        _ = started
        handlers.withLock { $0[number] = handler }
        _ = signal(number, relaySignal)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Gives `number` its default action back.
    public static func restoreDefault(_ number: Int32) {
        _ = signal(number, SIG_DFL)
        _ = handlers.withLock { $0.removeValue(forKey: number) }
    }

    private static func relay(from readEnd: Int32) {
        var number: UInt8 = 0
        while true {
            let count = read(readEnd, &number, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return }
            let signal = Int32(number)
            let handler = handlers.withLock { $0[signal] }
            handler?(signal)
        }
    }
}

/// The handler the kernel runs: writes the signal's number to the relay's pipe, and nothing else.
private func relaySignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(SignalRelay.writeEnd, &byte, 1)
    errno = saved
}
