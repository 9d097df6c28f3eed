import Foundation
import Synchronization
import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Something the interactive loop reacts to.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The terminal changed size (SIGWINCH): redraw.
    case resized
    /// Standard input was closed.
    case endOfInput
    /// What the last frame was drawn from has changed (a sync's progress, say): redraw.
    case screenChanged
}

/// Keys from standard input, window-size changes and requests to redraw, merged into one stream.
///
/// Keys are read on a thread of their own, because `read(2)` blocks; it polls so that it can notice
/// ``stop()`` and time out a lone `ESC`. SIGWINCH comes through ``SignalRelay``, whose handlers run on an ordinary
/// thread (not in signal context).
public final class TerminalEvents: Sendable {
    public let stream: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let stopped = Mutex(false)

    /// How long after an `ESC` byte the next byte may come and still belong to the same key. Terminals send a
    /// whole sequence in one write; 50 ms also covers a slow SSH link without making Esc feel late.
    public static let escapeTimeoutMilliseconds: Int32 = 50

    public init() {
        (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    }

    /// Starts reading keys and watching the window's size. The signals that end the program are
    /// ``InterruptCleanup``'s, which restores the terminal before it exits.
    public func start() {
        let continuation = self.continuation
        SignalRelay.handle(SIGWINCH) { _ in continuation.yield(.resized) }
        let thread = Thread { [self] in readKeys() }
        thread.name = "explore.keys"
        thread.start()
    }

    /// Asks for a redraw: the state the last frame was drawn from has changed. Callable from any thread.
    public func screenChanged() {
        continuation.yield(.screenChanged)
    }

    /// Stops reading and watching.
    public func stop() {
        stopped.withLock { $0 = true }
        SignalRelay.restoreDefault(SIGWINCH)
        continuation.finish()
    }

    private func readKeys() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        var descriptor = pollfd(fd: StandardStreams.Stream.standardInput.rawValue, events: Int16(POLLIN), revents: 0)
        while !stopped.withLock({ $0 }) {
            // Wait briefly when an ESC may still be followed by the rest of its sequence; otherwise wake up a
            // few times a second to notice stop().
            let timeout = decoder.hasPendingBytes ? Self.escapeTimeoutMilliseconds : 200
            let ready = poll(&descriptor, 1, timeout)
            if ready == 0 {
                for key in decoder.flush() { continuation.yield(.key(key)) }
                continue
            }
            if ready < 0 && errno == EINTR { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                continuation.yield(.endOfInput)
                return
            }
            for key in decoder.decode(buffer[0..<count]) { continuation.yield(.key(key)) }
        }
    }
}
