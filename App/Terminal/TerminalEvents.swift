import Foundation
import Synchronization
import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Something the interactive loop reacts to.
enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The terminal changed size (SIGWINCH): redraw.
    case resized
    /// Standard input was closed.
    case endOfInput
    /// What the last frame was drawn from has changed (a sync's progress, say): redraw.
    case screenChanged
}

/// Keys from standard input, window-size changes and requests to redraw, merged into one stream; termination
/// signals restore the terminal and end the process.
///
/// Keys are read on a thread of their own, because `read(2)` blocks; it polls so that it can notice
/// ``stop()`` and time out a lone `ESC`. Signals are received with `DispatchSource`, whose handlers run on an
/// ordinary queue (not in signal context), so they may take locks and write.
final class TerminalEvents: Sendable {
    let stream: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let stopped = Mutex(false)
    private let sources: Mutex<[any DispatchSourceSignal]> = Mutex([])

    /// How long after an `ESC` byte the next byte may come and still belong to the same key. Terminals send a
    /// whole sequence in one write; 50 ms also covers a slow SSH link without making Esc feel late.
    static let escapeTimeoutMilliseconds: Int32 = 50

    /// The signals that end the program; the terminal is restored and the status is 128 + the signal number.
    static let terminationSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    }

    /// Starts reading keys and watching signals.
    func start() {
        let queue = DispatchQueue(label: "explore.signals")
        let continuation = self.continuation
        sources.withLock { sources in
            for number in Self.terminationSignals + [SIGWINCH] {
                // The default action must be off, or the signal would kill the process before the source sees it.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler {
                    if number == SIGWINCH {
                        continuation.yield(.resized)
                    } else {
                        TerminalSession.restoreIfActive()
                        exit(128 + number)
                    }
                }
                source.resume()
                sources.append(source)
            }
        }
        let thread = Thread { [self] in readKeys() }
        thread.name = "explore.keys"
        thread.start()
    }

    /// Asks for a redraw: the state the last frame was drawn from has changed. Callable from any thread.
    func screenChanged() {
        continuation.yield(.screenChanged)
    }

    /// Stops reading and watching; the signals get their default actions back.
    func stop() {
        stopped.withLock { $0 = true }
        sources.withLock { sources in
            for source in sources { source.cancel() }
            sources.removeAll()
        }
        for number in Self.terminationSignals + [SIGWINCH] { signal(number, SIG_DFL) }
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
