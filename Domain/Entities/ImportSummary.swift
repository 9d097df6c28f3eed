/// What an import copied, and the publication version the new snapshot records.
public struct ImportSummary: Hashable, Sendable {
    /// Where the new snapshot's version came from.
    public enum VersionSource: Hashable, Sendable {
        /// The version the import was given (`explore import --snapshot-version`).
        case given
        /// The version the source file records in its `explore_metadata`.
        case recorded
        /// The timestamp of the wallet archive's comment.
        case archive
        /// The source file's modification time, when nothing records a version.
        case modificationTime
        /// The time of the import, when nothing records a version and the file's modification time is not a
        /// plausible publication time.
        case importTime
    }

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
    /// Rows of `merchant` and `gift_card_providers` left out because they have no merchant id.
    public var skippedRows: Int
    /// The publication version the new snapshot records.
    public var version: SnapshotVersion
    /// Where ``version`` came from.
    public var versionSource: VersionSource

    /// A summary with these counts and this version.
    public init(
        sourceSchemaVersion: Int, merchantRows: Int, merchants: Int, providerRows: Int, atms: Int, skippedRows: Int = 0,
        version: SnapshotVersion, versionSource: VersionSource
    ) {
        self.sourceSchemaVersion = sourceSchemaVersion
        self.merchantRows = merchantRows
        self.merchants = merchants
        self.providerRows = providerRows
        self.atms = atms
        self.skippedRows = skippedRows
        self.version = version
        self.versionSource = versionSource
    }
}
