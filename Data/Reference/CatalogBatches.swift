import Domain

/// One pass of ``SQLiteDirectory/catalogStream(territory:batchSize:)``: the catalog's order of merchant ids, read when
/// the first batch is asked for, then `size` merchants read for each batch, with their kept locations. Only the ids of the whole catalog are
/// held at once.
actor CatalogBatches {
    typealias Order = @Sendable () async throws(DirectoryError) -> [MerchantID]
    typealias Read = @Sendable ([MerchantID]) async throws(DirectoryError) -> [Merchant]

    private let size: Int
    private let order: Order
    private let read: Read
    /// The ids not yet handed over; `nil` before the first batch.
    private var rest: ArraySlice<MerchantID>?

    init(size: Int, order: @escaping Order, read: @escaping Read) {
        self.size = size
        self.order = order
        self.read = read
    }

    /// The next batch, in catalog order; `nil` after the last. A batch may be short (this build may hide some of its
    /// merchants, ``Domain/Merchant/withEnabledProviders``) or even empty.
    func next() async throws(DirectoryError) -> [Merchant]? {
        let remaining: ArraySlice<MerchantID>
        if let rest { remaining = rest } else { remaining = try await order()[...] }
        guard !remaining.isEmpty else { return nil }
        rest = remaining.dropFirst(size)
        return try await read(Array(remaining.prefix(size)))
    }
}
