import Domain
import GRDB

extension SnapshotInfo {
    /// What a snapshot says of itself, read the one way both snapshot adapters read it: its schema version
    /// (`PRAGMA user_version`), its publisher's version (`explore_metadata`'s `version`, when the table is there),
    /// whether that version dates the directory (not when `version_dated` is `0`) and how many `merchant` rows it
    /// holds, shown or not.
    public static func read(from db: Database) throws -> SnapshotInfo {
        let schemaVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        var version: SnapshotVersion?
        var isDated = true
        let metadata = Table("explore_metadata")
        if try db.tableExists(metadata.tableName) {
            func value(_ key: String) throws -> String? {
                try DatabaseValue.fetchOne(db, metadata.filter(Column("key") == key).select(Column("value")))
                    .flatMap(StoredValue.string).map(StoredText.trimmed)
            }
            version = try value("version").flatMap { Int64($0) }.map(SnapshotVersion.init(timestamp:))
            isDated = try value("version_dated") != "0"
        }
        return SnapshotInfo(
            schemaVersion: schemaVersion, version: version, merchantRowCount: try MerchantRow.fetchCount(db),
            isVersionDated: isDated)
    }
}
