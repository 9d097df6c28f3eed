import Terminal

// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import ServiceLifecycle
    import Synchronization

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// How the server ends on the signals that end a terminal program (SIGINT, SIGTERM, SIGHUP, SIGQUIT): the first
    /// asks the service group for a graceful shutdown (no new connections; the requests being answered are finished),
    /// and the program then exits with 128 + the signal's number, as every other command does; a second one exits at
    /// once.
    ///
    /// The signals come through ``SignalRelay``, like every other command's, rather than the service group's own signal
    /// handling: on Linux that reads a `signalfd`, which loses signals another thread takes first.
    final class GracefulStop: Sendable {
        private let group: ServiceGroup
        private let signalled = Atomic<Int32>(0)

        init(group: ServiceGroup) {
            self.group = group
        }

        /// Replaces the default handling of the four signals for the server's lifetime.
        func install() {
            for number in InterruptCleanup.signals {
                SignalRelay.handle(number) { [self] number in
                    guard
                        signalled.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
                            .exchanged
                    else { _exit(128 + number) }
                    let group = self.group
                    Task { await group.triggerGracefulShutdown() }
                }
            }
        }

        /// Exits with 128 + the signal's number when a signal stopped the server; returns otherwise.
        func exitIfSignalled() {
            let number = signalled.load(ordering: .sequentiallyConsistent)
            if number != 0 { exit(128 + number) }
        }
    }
#endif
