import Domain
import TestSupport
import Testing

@Suite("MerchantStream")
struct MerchantStreamTests {
    /// Counts the batches asked for.
    actor PullLog {
        private(set) var pulls = 0

        func pulled() { pulls += 1 }
    }

    static func merchants(_ count: Int) -> [Merchant] {
        (0..<count).map { index in
            Merchant(id: MerchantID("m-\(index)"), name: "Shop \(index)", type: .online, paymentMethod: .dash)
        }
    }

    /// A stream handing `merchants` over `batchSize` at a time, each pass and pull recorded in `log`.
    static func stream(over merchants: [Merchant], batchSize: Int, log: PullLog) -> MerchantStream {
        MerchantStream {
            let batches = Batches(size: batchSize) { merchants }
            return { () throws(DirectoryError) in
                await log.pulled()
                return try await batches.next()
            }
        }
    }

    @Test(
        "yields every merchant once, in the order of the batches, across batch boundaries",
        arguments: [(0, 3), (1, 3), (5, 1), (6, 3), (7, 3), (10, 4), (12, 12), (25, 7)])
    func yieldsEveryMerchantOnceInOrder(_ sizes: (count: Int, batchSize: Int)) async throws {
        let (count, batchSize) = sizes
        let merchants = Self.merchants(count)
        let log = PullLog()
        var seen: [MerchantID] = []
        for try await merchant in Self.stream(over: merchants, batchSize: batchSize, log: log) {
            seen.append(merchant.id)
        }
        #expect(seen == merchants.map(\.id))
        // Every batch, then the `nil` that ends the pass.
        #expect(await log.pulls == (count + batchSize - 1) / batchSize + 1)
    }

    @Test("pulls lazily: a batch only when the previous one is used up")
    func pullsLazily() async throws {
        let log = PullLog()
        var iterator = Self.stream(over: Self.merchants(10), batchSize: 4, log: log).makeAsyncIterator()
        #expect(await log.pulls == 0)
        _ = try await iterator.next()
        #expect(await log.pulls == 1)
        for _ in 2...4 { _ = try await iterator.next() }
        #expect(await log.pulls == 1)
        _ = try await iterator.next()
        #expect(await log.pulls == 2)
    }

    @Test("empty batches are skipped, and after the end asking again pulls nothing more")
    func emptyBatchesAndTheEnd() async throws {
        let merchants = Self.merchants(3)
        let answers = Answers([[], [merchants[0]], [], [], Array(merchants[1...])])
        let stream = MerchantStream { { () throws(DirectoryError) in await answers.next() } }
        var iterator = stream.makeAsyncIterator()
        var seen: [MerchantID] = []
        while let merchant = try await iterator.next() { seen.append(merchant.id) }
        #expect(seen == merchants.map(\.id))
        #expect(try await iterator.next() == nil)
        #expect(await answers.asked == 6)
    }

    @Test("each iteration is a pass of its own")
    func eachIterationStartsAPass() async throws {
        let log = PullLog()
        let stream = Self.stream(over: Self.merchants(5), batchSize: 2, log: log)
        for _ in 0..<2 {
            var count = 0
            for try await _ in stream { count += 1 }
            #expect(count == 5)
        }
        #expect(await log.pulls == 8)
    }

    @Test("a failing batch ends iteration with the directory's error")
    func failurePropagates() async throws {
        let merchants = Self.merchants(5)
        let answers = Answers([Array(merchants.prefix(2))])
        let stream = MerchantStream {
            { () throws(DirectoryError) in
                guard let batch = await answers.next() else { throw .readFailed("database disk image is malformed") }
                return batch
            }
        }
        var received = 0
        await #expect(throws: DirectoryError.readFailed("database disk image is malformed")) {
            for try await _ in stream { received += 1 }
        }
        #expect(received == 2)
    }

    /// Batches given in advance, then `nil`; counts how often it was asked.
    actor Answers {
        private var batches: [[Merchant]]
        private(set) var asked = 0

        init(_ batches: [[Merchant]]) { self.batches = batches }

        func next() -> [Merchant]? {
            asked += 1
            return batches.isEmpty ? nil : batches.removeFirst()
        }
    }
}
