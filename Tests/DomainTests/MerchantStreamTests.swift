import Domain
import TestSupport
import Testing

@Suite("MerchantStream")
struct MerchantStreamTests {
    /// Remembers every fetch the stream makes.
    actor FetchLog {
        private(set) var cursors: [CatalogCursor?] = []
        private(set) var limits: [Int] = []

        func record(_ cursor: CatalogCursor?, _ limit: Int) {
            cursors.append(cursor)
            limits.append(limit)
        }

        var count: Int { cursors.count }
    }

    static func merchants(_ count: Int) -> [Merchant] {
        // Names out of id order, mixed case, so catalog order is not insertion order.
        (0..<count).map { index in
            Merchant(
                id: MerchantID("m-\(count - index)"),
                name: index.isMultiple(of: 2) ? "shop \(index % 5)" : "Shop \(index % 5)", type: .online,
                paymentMethod: .dash)
        }
    }

    static func stream(
        over merchants: [Merchant], batchSize: Int, readsAhead: Bool = false, log: FetchLog
    ) -> MerchantStream {
        let directory = InMemoryDirectory(merchants: merchants)
        return MerchantStream(batchSize: batchSize, readsAhead: readsAhead) { cursor, limit throws(DirectoryError) in
            await log.record(cursor, limit)
            return try await directory.catalogMerchants(territory: nil, after: cursor, limit: limit)
        }
    }

    static func catalogOrder(_ merchants: [Merchant]) async throws -> [MerchantID] {
        try await InMemoryDirectory(merchants: merchants)
            .catalogMerchants(territory: nil, after: nil, limit: merchants.count + 1).map(\.id)
    }

    @Test(
        "yields every merchant once, in catalog order, across batch boundaries",
        arguments: [(0, 3), (1, 3), (5, 1), (6, 3), (7, 3), (10, 4), (12, 12), (25, 7)], [false, true])
    func yieldsEveryMerchantOnceInOrder(_ sizes: (count: Int, batchSize: Int), readsAhead: Bool) async throws {
        let (count, batchSize) = sizes
        let merchants = Self.merchants(count)
        let log = FetchLog()
        var seen: [MerchantID] = []
        for try await merchant in Self.stream(over: merchants, batchSize: batchSize, readsAhead: readsAhead, log: log) {
            seen.append(merchant.id)
        }
        #expect(seen == (try await Self.catalogOrder(merchants)))
        #expect(Set(seen).count == count)
        // A short batch ends the stream; a full last batch costs one more, empty, fetch.
        #expect(await log.count == count / batchSize + 1)
        #expect(await log.limits.allSatisfy { $0 == batchSize })
    }

    @Test("fetches lazily: a batch only when the previous one is used up")
    func fetchesLazily() async throws {
        let log = FetchLog()
        var iterator = Self.stream(over: Self.merchants(10), batchSize: 4, log: log).makeAsyncIterator()
        #expect(await log.count == 0)
        _ = try await iterator.next()
        #expect(await log.count == 1)
        for _ in 2...4 { _ = try await iterator.next() }
        #expect(await log.count == 1)
        _ = try await iterator.next()
        #expect(await log.count == 2)
    }

    @Test("reading ahead fetches the next batch while the current one is used, and never more than one ahead")
    func readsOneBatchAhead() async throws {
        let log = FetchLog()
        var iterator = Self.stream(over: Self.merchants(10), batchSize: 4, readsAhead: true, log: log)
            .makeAsyncIterator()
        #expect(await log.count == 0)
        _ = try await iterator.next()
        try await Self.waitUntil(log, hasFetched: 2)
        for _ in 2...4 { _ = try await iterator.next() }
        for _ in 0..<100 { await Task.yield() }
        #expect(await log.count == 2)
        _ = try await iterator.next()
        try await Self.waitUntil(log, hasFetched: 3)
        for _ in 6...10 { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
        // The third batch is short, so nothing is read after it.
        #expect(await log.count == 3)
    }

    @Test("cancelling a consumer that waits for a batch cancels the fetch")
    func cancellingTheConsumerCancelsTheFetch() async throws {
        let stream = MerchantStream(batchSize: 4, readsAhead: true) { _, _ throws(DirectoryError) in
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                throw .readFailed("cancelled")
            }
            return []
        }
        let consumer = Task { () throws(DirectoryError) -> Int in
            var count = 0
            for try await _ in stream { count += 1 }
            return count
        }
        consumer.cancel()
        await #expect(throws: DirectoryError.readFailed("cancelled")) { try await consumer.value }
    }

    /// Waits, a few seconds at most, until the log holds `count` fetches: a read-ahead runs on a task of its own.
    static func waitUntil(_ log: FetchLog, hasFetched count: Int) async throws {
        for _ in 0..<500 where await log.count < count { try await Task.sleep(for: .milliseconds(10)) }
        #expect(await log.count == count)
    }

    @Test("each fetch resumes after the last merchant of the previous batch")
    func cursorsFollowTheLastMerchant() async throws {
        let merchants = Self.merchants(7)
        let log = FetchLog()
        var seen: [Merchant] = []
        for try await merchant in Self.stream(over: merchants, batchSize: 3, log: log) { seen.append(merchant) }
        #expect(await log.cursors == [nil, CatalogCursor(after: seen[2]), CatalogCursor(after: seen[5])])
    }

    @Test("after the end, asking again fetches nothing more")
    func endIsFinal() async throws {
        let log = FetchLog()
        var iterator = Self.stream(over: Self.merchants(3), batchSize: 3, log: log).makeAsyncIterator()
        for _ in 0..<3 { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
        #expect(try await iterator.next() == nil)
        #expect(await log.count == 2)
    }

    @Test("a batch size below 1 fetches one at a time")
    func batchSizeAtLeastOne() async throws {
        let log = FetchLog()
        var count = 0
        for try await _ in Self.stream(over: Self.merchants(2), batchSize: 0, log: log) { count += 1 }
        #expect(count == 2)
        #expect(await log.limits == [1, 1, 1])
    }

    @Test("a failing fetch ends iteration with the directory's error")
    func failurePropagates() async throws {
        let directory = InMemoryDirectory(merchants: Self.merchants(5))
        let stream = MerchantStream(batchSize: 2) { cursor, limit throws(DirectoryError) in
            if cursor != nil { throw .readFailed("database disk image is malformed") }
            return try await directory.catalogMerchants(territory: nil, after: cursor, limit: limit)
        }
        var received = 0
        await #expect(throws: DirectoryError.readFailed("database disk image is malformed")) {
            for try await _ in stream { received += 1 }
        }
        #expect(received == 2)
    }
}
