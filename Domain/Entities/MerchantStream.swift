/// Every merchant of a directory in catalog order, fetched in batches on demand.
///
/// Iteration pulls the next batch only when the previous one is used up, which is the back-pressure that keeps
/// memory flat: a slow consumer never makes the producer run ahead. With `readsAhead`, the batch after the current one
/// is fetched while the consumer works through the current one: at most one batch ahead, so memory stays flat, and
/// on a machine with two cores reading the directory and rendering a catalog overlap (about a third less wall time
/// for a 100,000-merchant site, `Performance.md`). A consumer that stops early leaves that one fetch to finish on its
/// own; cancelling the consumer's task while it waits for a batch cancels the fetch.
public struct MerchantStream: AsyncSequence, Sendable {
    public typealias Element = Merchant
    public typealias Failure = DirectoryError

    /// Fetches up to `limit` merchants after the cursor (from the start when `nil`).
    public typealias FetchBatch =
        @Sendable (_ after: CatalogCursor?, _ limit: Int) async throws(DirectoryError) -> [Merchant]

    /// The next batch of a pass that reads on by itself; `nil` at the end.
    public typealias NextBatch = @Sendable () async throws(DirectoryError) -> [Merchant]?

    let batchSize: Int
    let fetch: FetchBatch
    let readsAhead: Bool
    /// Starts a pass, when the directory reads the whole catalog in one (``init(pass:)``).
    let pass: (@Sendable () -> NextBatch)?

    /// A stream fetching `batchSize` merchants at a time (at least 1), and the next batch early when `readsAhead`.
    public init(batchSize: Int = 500, readsAhead: Bool = false, fetch: @escaping FetchBatch) {
        self.batchSize = Swift.max(1, batchSize)
        self.readsAhead = readsAhead
        self.fetch = fetch
        pass = nil
    }

    /// A stream over one pass of the directory: each iterator calls `start` once and then pulls batches from what it
    /// returns until `nil`. The directory keeps the pass at most a batch or two ahead of the consumer, and stops it
    /// when the iterator is dropped.
    public init(pass start: @escaping @Sendable () -> NextBatch) {
        batchSize = 1
        readsAhead = false
        fetch = { _, _ in [] }
        pass = start
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(batchSize: batchSize, fetch: fetch, readsAhead: readsAhead, pull: pass?())
    }

    public struct Iterator: AsyncIteratorProtocol {
        let batchSize: Int
        let fetch: FetchBatch
        let readsAhead: Bool
        /// The pass's batches, when the stream reads in one pass.
        let pull: NextBatch?
        var buffer: [Merchant] = []
        var index = 0
        var exhausted = false
        /// The next batch, already being fetched while the consumer works through `buffer` (when reading ahead).
        var ahead: Task<Result<[Merchant], DirectoryError>, Never>?
        var cursor: CatalogCursor?

        public mutating func next() async throws(DirectoryError) -> Merchant? {
            try await next(isolation: nil)
        }

        /// The next merchant, on the caller's actor (what `for try await` asks for): a merchant of the batch in hand is
        /// handed over without leaving that actor, so only a new batch costs a hop (without this, two thread hops per
        /// merchant for a consumer on the main actor, about an eighth of a catalog benchmark's time).
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(DirectoryError) -> Merchant? {
            if index == buffer.count, let pull {
                repeat {
                    guard !exhausted, let batch = try await pull() else {
                        exhausted = true
                        return nil
                    }
                    (buffer, index) = (batch, 0)
                } while buffer.isEmpty
            } else if index == buffer.count {
                guard !exhausted else { return nil }
                let batch = ahead ?? Self.start(fetch, after: cursor, limit: batchSize)
                ahead = nil
                buffer = try await Self.wait(for: batch)
                index = 0
                exhausted = buffer.count < batchSize
                guard let last = buffer.last else { return nil }
                cursor = CatalogCursor(after: last)
                if readsAhead && !exhausted { ahead = Self.start(fetch, after: cursor, limit: batchSize) }
            }
            defer { index += 1 }
            return buffer[index]
        }

        private static func start(_ fetch: @escaping FetchBatch, after cursor: CatalogCursor?, limit: Int)
            -> Task<Result<[Merchant], DirectoryError>, Never>
        {
            Task {
                do throws(DirectoryError) { return .success(try await fetch(cursor, limit)) } catch {
                    return .failure(error)
                }
            }
        }

        /// The batch's merchants; cancelling the waiting task cancels the fetch.
        private static func wait(for batch: Task<Result<[Merchant], DirectoryError>, Never>)
            async throws(DirectoryError)
            -> [Merchant]
        {
            try await withTaskCancellationHandler {
                await batch.value
            } onCancel: {
                batch.cancel()
            }.get()
        }
    }
}
