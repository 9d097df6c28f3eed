/// Every merchant of a directory in catalog order, fetched in batches on demand.
///
/// Iteration pulls the next batch only when the previous one is used up, which is the back-pressure that keeps
/// memory flat: a slow consumer never makes the producer run ahead.
public struct MerchantStream: AsyncSequence, Sendable {
    public typealias Element = Merchant
    public typealias Failure = DirectoryError

    /// Fetches up to `limit` merchants after the cursor (from the start when `nil`).
    public typealias FetchBatch =
        @Sendable (_ after: CatalogCursor?, _ limit: Int) async throws(DirectoryError) -> [Merchant]

    let batchSize: Int
    let fetch: FetchBatch

    public init(batchSize: Int = 500, fetch: @escaping FetchBatch) {
        self.batchSize = Swift.max(1, batchSize)
        self.fetch = fetch
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(batchSize: batchSize, fetch: fetch)
    }

    public struct Iterator: AsyncIteratorProtocol {
        let batchSize: Int
        let fetch: FetchBatch
        var buffer: [Merchant] = []
        var index = 0
        var cursor: CatalogCursor?
        var exhausted = false

        public mutating func next() async throws(DirectoryError) -> Merchant? {
            if index == buffer.count {
                guard !exhausted else { return nil }
                buffer = try await fetch(cursor, batchSize)
                index = 0
                exhausted = buffer.count < batchSize
                guard let last = buffer.last else { return nil }
                cursor = CatalogCursor(after: last)
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
