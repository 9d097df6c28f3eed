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

    /// A summary with these counts.
    public init(sourceSchemaVersion: Int, merchantRows: Int, merchants: Int, providerRows: Int, atms: Int) {
        self.sourceSchemaVersion = sourceSchemaVersion
        self.merchantRows = merchantRows
        self.merchants = merchants
        self.providerRows = providerRows
        self.atms = atms
    }
}
