import Domain
import Testing

@testable import ExploreApp

/// The connections `explore serve` makes its pages on: every reader at work at once, the reads that find none free
/// served in turn, and a read cancelled while it waits gone without a reader.
///
/// A pool that never lent a reader would leave these tests waiting: the time limit, far above what they take even in
/// the whole suite on a busy machine, turns that into a failure.
@Suite(.timeLimit(.minutes(10))) struct ReaderPoolTests {
    /// Where reads wait: until `count` have come (a rendezvous), or until the test opens it.
    actor Gate {
        private var arrived = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var isOpen = false
        private let count: Int

        init(opensAt count: Int = .max) {
            self.count = count
        }

        func pass() async {
            arrived += 1
            if arrived >= count { isOpen = true }
            if isOpen {
                for continuation in waiting { continuation.resume() }
                waiting = []
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    /// Who read, in the order they did.
    actor Turns {
        private(set) var names: [String] = []
        func add(_ name: String) { names.append(name) }
    }

    /// Waits until `pool` lends `lent` readers and has `waiting` reads waiting, looking again every 2 ms (asleep
    /// meanwhile, so the tasks it waits for get the thread).
    static func until<R>(_ pool: ReaderPool<R>, lent: Int, waiting: Int) async {
        while pool.usage != (lent, waiting) { try? await Task.sleep(for: .milliseconds(2)) }
    }

    @Test func everyReaderReadsAtOnce() async throws {
        let pool = ReaderPool([0, 1, 2])
        // Each read waits until all three are reading: a pool that lent one reader at a time would never return.
        let gate = Gate(opensAt: 3)
        let readers = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    (try? await pool.read { reader in
                        await gate.pass()
                        return reader
                    }) ?? -1
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(readers.sorted() == [0, 1, 2])
        #expect(pool.usage == (0, 0))
    }

    @Test func readsThatFindNoReaderFreeWaitAndAreServedInTurn() async throws {
        let pool = ReaderPool(["the one connection"])
        let held = Gate()
        let turns = Turns()
        let holder = Task { try await pool.read { _ in await held.pass() } }
        await Self.until(pool, lent: 1, waiting: 0)
        var waiters: [Task<String, any Error>] = []
        for name in ["first", "second", "third"] {
            waiters.append(
                Task {
                    try await pool.read { reader in
                        await turns.add(name)
                        return reader
                    }
                })
            await Self.until(pool, lent: 1, waiting: waiters.count)
        }
        #expect(await turns.names.isEmpty)
        await held.open()
        try await holder.value
        for waiter in waiters { #expect(try await waiter.value == "the one connection") }
        #expect(await turns.names == ["first", "second", "third"])
        #expect(pool.usage == (0, 0))
    }

    @Test func aReadCancelledWhileItWaitsStopsWaitingAndTakesNoReader() async throws {
        let pool = ReaderPool(["the one connection"])
        let held = Gate()
        let holder = Task { try await pool.read { _ in await held.pass() } }
        await Self.until(pool, lent: 1, waiting: 0)
        let cancelled = Task { try await pool.read { _ in "read" } }
        await Self.until(pool, lent: 1, waiting: 1)
        cancelled.cancel()
        await #expect(throws: DirectoryError.readFailed(String(describing: CancellationError()))) {
            try await cancelled.value
        }
        #expect(pool.usage == (1, 0))
        // The reader, given back, goes to the next read and not to the cancelled one.
        let next = Task { try await pool.read { reader in reader } }
        await Self.until(pool, lent: 1, waiting: 1)
        await held.open()
        try await holder.value
        #expect(try await next.value == "the one connection")
        #expect(pool.usage == (0, 0))
    }

    @Test func aReadCancelledBeforeItAsksNeverWaits() async throws {
        let pool = ReaderPool(["the one connection"])
        let held = Gate()
        let holder = Task { try await pool.read { _ in await held.pass() } }
        await Self.until(pool, lent: 1, waiting: 0)
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await pool.read { _ in "read" }
        }
        await #expect(throws: DirectoryError.self) { try await late.value }
        #expect(pool.usage == (1, 0))
        await held.open()
        try await holder.value
        #expect(pool.usage == (0, 0))
    }
}
