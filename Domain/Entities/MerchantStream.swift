/// Every merchant of a directory in catalog order, handed over a batch at a time as the consumer asks for them.
///
/// The directory produces the batches (``NextBatch``); the stream hands their merchants over one by one. A batch is
/// asked for only when the previous one is used up, which is the back-pressure that keeps memory flat: a slow
/// consumer never makes the producer run ahead. Each iteration starts its own pass; a consumer that stops early simply
/// drops the iterator, and the directory ends the pass.
public struct MerchantStream: AsyncSequence, Sendable {
    public typealias Element = Merchant
    public typealias Failure = DirectoryError

    /// The next batch of a pass, in catalog order; `nil` at the end.
    public typealias NextBatch = @Sendable () async throws(DirectoryError) -> [Merchant]?

    private let start: @Sendable () -> NextBatch

    /// A stream whose every iteration calls `start` once, then pulls batches from what it returns until `nil`.
    public init(batches start: @escaping @Sendable () -> NextBatch) {
        self.start = start
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(pull: start())
    }

    public struct Iterator: AsyncIteratorProtocol {
        let pull: NextBatch
        var buffer: [Merchant] = []
        var index = 0
        var exhausted = false

        public mutating func next() async throws(DirectoryError) -> Merchant? {
            try await next(isolation: nil)
        }

        /// The next merchant, on the caller's actor (what `for try await` asks for): a merchant of the batch in hand is
        /// handed over without leaving that actor, so only a new batch costs a hop.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(DirectoryError) -> Merchant? {
            while index == buffer.count {
                guard !exhausted, let batch = try await pull() else {
                    exhausted = true
                    return nil
                }
                (buffer, index) = (batch, 0)
            }
            defer { index += 1 }
            return buffer[index]
        }
    }

}
