import Foundation

/// A child process that a test runs to its end (`explore`, `sqlite3`, `node`, the HTML validator), waited for on a
/// thread of its own.
///
/// Swift concurrency runs the tests on a pool of one thread per core: two on a small CI machine. A test that waits for
/// a child on one of them (`waitUntilExit()`, `readDataToEndOfFile()`) takes that thread from every other test for as
/// long as the child runs; with both taken, the loopback transfers and served pages of other tests get no thread at
/// all, and their deadlines pass while nothing is wrong with them. Here a thread that does nothing else waits, and
/// the test suspends.
public enum ChildProcess {
    /// How a child ended, and what it printed on the pipes it was given.
    public struct Ended: Sendable {
        public var status: Int32
        public var reason: Process.TerminationReason
        /// Standard output, byte for byte (empty unless it was a pipe).
        public var output: Data
        /// Standard error, byte for byte (empty unless it was a pipe of its own).
        public var errors: Data

        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Starts `process`, gives it `input` on standard input when that is a pipe, and waits for its end.
    public static func run(_ process: Process, input: Data? = nil) async throws -> Ended {
        try process.run()
        if let stdin = process.standardInput as? Pipe {
            if let input { stdin.fileHandleForWriting.write(input) }
            try stdin.fileHandleForWriting.close()
        }
        return await finish(process)
    }

    /// Waits for a started `process` to exit, reading its standard output and error to their ends meanwhile (each on
    /// a thread of its own, so that neither pipe fills up and stalls the child).
    @discardableResult
    public static func finish(_ process: Process) async -> Ended {
        await onOwnThread {
            let outputPipe = process.standardOutput as? Pipe
            let errorPipe = (process.standardError as? Pipe).flatMap { $0 === outputPipe ? nil : $0 }
            let errors = errorPipe.map { PipeReader($0.fileHandleForReading) }
            let output = outputPipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            let errorBytes = errors?.wait() ?? Data()
            process.waitUntilExit()
            return Ended(
                status: process.terminationStatus, reason: process.terminationReason, output: output,
                errors: errorBytes)
        }
    }

    /// Waits for a started `process` whose pipes someone else reads, or that has none.
    public static func waitUntilExit(_ process: Process) async {
        await onOwnThread { process.waitUntilExit() }
    }
}

/// Runs blocking `work` on a thread of its own; the calling task suspends meanwhile instead of holding one of Swift
/// concurrency's few threads (see ``ChildProcess``).
public func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// Runs blocking `work` that cannot fail on a thread of its own, as the throwing form does.
public func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Checks `condition` every `interval` seconds, on a thread of its own, until it holds or `timeout` seconds pass;
/// returns whether it held. A task that slept between checks could wake late on a busy pool and miss a moment that
/// lasts only a little while (a child halfway through writing a file).
@discardableResult
public func waitUntil(
    timeout: TimeInterval, every interval: TimeInterval = 0.02, _ condition: @escaping @Sendable () throws -> Bool
) async throws -> Bool {
    try await onOwnThread {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: interval)
        }
        return try condition()
    }
}

/// Waits until `moment` holds while `process` runs, and stops the process (SIGSTOP, as Ctrl-Z stops a job) from the
/// watching thread the moment it holds: a test that then signals the process acts on it at that moment, however long
/// the test waits for a thread of a busy suite. Returns whether the process was caught (it is stopped, to be
/// ``resume(_:)``d once the test has sent its signal or done its work; SIGKILL needs no resuming), or ended first.
public func stopWhen(
    _ process: Process, timeout: TimeInterval, every interval: TimeInterval = 0.02,
    _ moment: @escaping @Sendable () throws -> Bool
) async throws -> Bool {
    try await waitUntil(timeout: timeout, every: interval) {
        guard try moment(), process.isRunning else { return !process.isRunning }
        kill(process.processIdentifier, SIGSTOP)
        return true
    } && process.isRunning
}

/// Lets a process that ``stopWhen(_:timeout:every:_:)`` stopped go on; a signal sent to it meanwhile is handled first.
public func resume(_ process: Process) {
    kill(process.processIdentifier, SIGCONT)
}

/// What a ``waitUntil(timeout:every:_:)`` watcher saw: how often it looked, and the most it counted. A test that
/// missed a moment of a child's run says so, to tell a watcher that never ran from a moment that never came.
public final class WatcherLooks: @unchecked Sendable {
    private let lock = NSLock()
    private var looks = 0
    private var most = 0

    public init() {}

    /// Records one look, which counted `count` (of pages, files…).
    public func saw(_ count: Int = 0) {
        lock.withLock {
            looks += 1
            most = max(most, count)
        }
    }

    /// "N looks, at most M <unit>".
    public func summary(of unit: String) -> String { lock.withLock { "\(looks) looks, at most \(most) \(unit)" } }
}
