import Domain

/// Merchants read once, when the first batch is asked for, then handed over `size` at a time: the batches of a
/// ``MerchantStream`` over a fake directory.
public actor Batches {
    private let read: @Sendable () async throws(DirectoryError) -> [Merchant]
    private let size: Int
    private var rest: ArraySlice<Merchant>?

    public init(size: Int, read: @escaping @Sendable () async throws(DirectoryError) -> [Merchant]) {
        self.size = max(1, size)
        self.read = read
    }

    /// The next batch; `nil` after the last.
    public func next() async throws(DirectoryError) -> [Merchant]? {
        let remaining: ArraySlice<Merchant>
        if let rest { remaining = rest } else { remaining = try await read()[...] }
        guard !remaining.isEmpty else { return nil }
        rest = remaining.dropFirst(size)
        return Array(remaining.prefix(size))
    }
}

extension MerchantStream {
    /// Every merchant the stream hands over, in order.
    public func collected() async throws(DirectoryError) -> [Merchant] {
        var merchants: [Merchant] = []
        for try await merchant in self { merchants.append(merchant) }
        return merchants
    }
}
