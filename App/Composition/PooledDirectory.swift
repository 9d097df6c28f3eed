import Domain

/// A snapshot's merchants read through a ``ReaderPool``: each read on the first free connection to the same file, so
/// that the pages of `explore serve` are made at once on every core rather than one after another.
///
/// Every reader is pinned to the one file the pool was opened on (``Domain/MerchantDirectory/catalogSource()``): a
/// sync that renames a new snapshot over the path leaves them reading the old one, and the pool never mixes two.
struct PooledDirectory: MerchantDirectory {
    let pool: ReaderPool<CatalogSource>

    func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        try await pool.read { source throws(DirectoryError) in try await source.directory.search(query) }
    }

    func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        try await pool.read { source throws(DirectoryError) in
            try await source.directory.merchant(id: id, near: position)
        }
    }

    func territories() async throws(DirectoryError) -> [Territory] {
        try await pool.read { source throws(DirectoryError) in try await source.directory.territories() }
    }

    func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        try await pool.read { source throws(DirectoryError) in
            try await source.directory.catalogSummary(territory: territory)
        }
    }

    /// A catalog's pass reads one connection from its first batch to its last: the first reader's.
    func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        pool.readers[0].directory.catalogStream(territory: territory, batchSize: batchSize)
    }

    func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        try await pool.read { source throws(DirectoryError) in try await source.directory.snapshotInfo() }
    }
}

/// The same snapshot's ATMs, read through the same pool: an ATM's page takes a free connection as a merchant's does.
struct PooledATMDirectory: ATMDirectory {
    let pool: ReaderPool<CatalogSource>

    /// `nil` unless every reader has the snapshot's ATMs.
    init?(pool: ReaderPool<CatalogSource>) {
        guard pool.readers.allSatisfy({ $0.atms != nil }) else { return nil }
        self.pool = pool
    }

    func atms(_ query: ATMQuery) async throws(DirectoryError) -> Page<ATMListing> {
        try await read { atms throws(DirectoryError) in try await atms.atms(query) }
    }

    func atm(id: Int64, near position: Coordinate?) async throws(DirectoryError) -> ATMListing? {
        try await read { atms throws(DirectoryError) in try await atms.atm(id: id, near: position) }
    }

    func territories() async throws(DirectoryError) -> [String] {
        try await read { atms throws(DirectoryError) in try await atms.territories() }
    }

    private func read<T>(_ body: (any ATMDirectory) async throws(DirectoryError) -> T) async throws(DirectoryError) -> T
    {
        try await pool.read { source throws(DirectoryError) in
            // Every reader has them (`init`).
            guard let atms = source.atms else {
                throw DirectoryError.readFailed("a reader without the snapshot's ATMs")
            }
            return try await body(atms)
        }
    }
}
