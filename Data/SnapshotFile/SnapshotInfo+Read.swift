import Domain
import GRDB

extension SnapshotInfo {
    /// What a snapshot says of itself, read the one way both snapshot adapters read it: its schema version
    /// (`PRAGMA user_version`), its publisher's version (`explore_metadata`'s `version`, when the table is there) and
    /// how many `merchant` rows it holds, shown or not.
    public static func read(from db: Database) throws -> SnapshotInfo {
        let schemaVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        var version: SnapshotVersion?
        let metadata = Table("explore_metadata")
        if try db.tableExists(metadata.tableName) {
            let stored = try DatabaseValue.fetchOne(
                db, metadata.filter(Column("key") == "version").select(Column("value")))
            version = stored.flatMap(StoredValue.string).flatMap { Int64(StoredText.trimmed($0)) }
                .map(SnapshotVersion.init(timestamp:))
        }
        return SnapshotInfo(
            schemaVersion: schemaVersion, version: version, merchantRowCount: try MerchantRow.fetchCount(db))
    }
}
