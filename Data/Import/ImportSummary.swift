import Domain

/// What an import copied.
public struct ImportSummary: Hashable, Sendable {
    /// The source file's `PRAGMA user_version`.
    public var sourceSchemaVersion: Int
    /// Rows copied into `merchant` (one per location).
    public var merchantRows: Int
    /// Distinct `merchantId` values.
    public var merchants: Int
    /// Rows copied into `gift_card_providers`.
    public var providerRows: Int
    /// Rows copied into `atm`.
    public var atms: Int
    /// The version the new snapshot records: the source's when plausible, else `nil` (the next sync replaces it).
    public var version: SnapshotVersion?

    /// A summary with these counts.
    public init(
        sourceSchemaVersion: Int, merchantRows: Int, merchants: Int, providerRows: Int, atms: Int,
        version: SnapshotVersion? = nil
    ) {
        self.sourceSchemaVersion = sourceSchemaVersion
        self.merchantRows = merchantRows
        self.merchants = merchants
        self.providerRows = providerRows
        self.atms = atms
        self.version = version
    }
}
