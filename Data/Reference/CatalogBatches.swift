import Domain

/// One pass of ``SQLiteDirectory/catalogStream(territory:batchSize:)``: the catalog's order of merchants, read when
/// the first batch is asked for, then `size` merchants read for each batch, with their kept locations. Only the order
/// of the whole catalog is held at once: each merchant as the row id of its head row (``MerchantReads/HeadRow``).
actor CatalogBatches {
    typealias Order = @Sendable () async throws(DirectoryError) -> [MerchantReads.HeadRow]
    typealias Read = @Sendable ([MerchantReads.HeadRow]) async throws(DirectoryError) -> [Merchant]

    private let size: Int
    private let order: Order
    private let read: Read
    /// The merchants not yet handed over; `nil` before the first batch.
    private var rest: ArraySlice<MerchantReads.HeadRow>?

    init(size: Int, order: @escaping Order, read: @escaping Read) {
        self.size = size
        self.order = order
        self.read = read
    }

    /// The next batch, in catalog order; `nil` after the last. A batch may be short (this build may hide some of its
    /// merchants, ``Domain/Merchant/withEnabledProviders``) or even empty.
    func next() async throws(DirectoryError) -> [Merchant]? {
        let remaining: ArraySlice<MerchantReads.HeadRow>
        if let rest { remaining = rest } else { remaining = try await order()[...] }
        guard !remaining.isEmpty else { return nil }
        rest = remaining.dropFirst(size)
        return try await read(Array(remaining.prefix(size)))
    }
}
