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
    /// The keys of one read from standard input, in order: a burst (a paste, keys typed faster than frames are drawn)
    /// comes as one event, and the loop handles it as one change.
    case keys([Key])
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
///
/// Ctrl-C is obeyed before the keys read ahead of it: the reader marks it (``isInterrupted``) as it decodes it, and
/// the loop looks at the mark before each event, so a paste of a megabyte still being handled never delays it.
public final class TerminalEvents: Sendable {
    public let stream: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let stopped = Mutex(false)
    private let interrupted = Atomic(false)
    /// Whether a change of state waits to be drawn: one ``TerminalEvent/screenChanged`` stands for all until then.
    private let redrawWanted = Atomic(false)

    /// The most bytes one read takes: a paste arrives in few reads, each handled as one change.
    static let readSize = 65536

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
        guard !redrawWanted.exchange(true, ordering: .acquiringAndReleasing) else { return }
        continuation.yield(.screenChanged)
    }

    /// A frame is being drawn from the state as it is: a ``TerminalEvent/screenChanged`` sent before it asks for
    /// nothing more (``isRedrawWanted``).
    public func drawing() {
        redrawWanted.store(false, ordering: .releasing)
    }

    /// Whether the state changed since the last frame was drawn: after a paste's keys were drawn, the change they
    /// made asks for no second frame.
    public var isRedrawWanted: Bool { redrawWanted.load(ordering: .acquiring) }

    /// Whether Ctrl-C has been read, whatever keys before it are still waiting in ``stream``.
    public var isInterrupted: Bool { interrupted.load(ordering: .acquiring) }

    /// Stops reading and watching.
    public func stop() {
        stopped.withLock { $0 = true }
        SignalRelay.restoreDefault(SIGWINCH)
        continuation.finish()
    }

    private func readKeys() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        var descriptor = pollfd(fd: StandardStreams.Stream.standardInput.rawValue, events: Int16(POLLIN), revents: 0)
        while !stopped.withLock({ $0 }) {
            // Wait briefly when an ESC may still be followed by the rest of its sequence; otherwise wake up a
            // few times a second to notice stop().
            let timeout = decoder.hasPendingBytes ? Self.escapeTimeoutMilliseconds : 200
            let ready = poll(&descriptor, 1, timeout)
            if ready == 0 {
                send(decoder.flush())
                continue
            }
            if ready < 0 && errno == EINTR { continue }
            var count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                continuation.yield(.endOfInput)
                return
            }
            // A terminal hands a paste over a few kilobytes at a time: what is already waiting joins this read.
            while count < buffer.count, poll(&descriptor, 1, 0) > 0 {
                let more = buffer.withUnsafeMutableBytes { bytes -> Int in
                    guard let base = bytes.baseAddress else { return 0 }
                    return read(descriptor.fd, base + count, bytes.count - count)
                }
                guard more > 0 else { break }
                count += more
            }
            send(decoder.decode(buffer[0..<count]))
        }
    }

    /// Hands the keys of one read over as one event, Ctrl-C marked first.
    private func send(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        if keys.contains(.interrupt) { interrupted.store(true, ordering: .releasing) }
        continuation.yield(.keys(keys))
    }
}
