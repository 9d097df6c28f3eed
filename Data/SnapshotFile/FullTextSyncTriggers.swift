/// The triggers Room writes beside an FTS4 index with external content, to keep it in step with its content table:
/// the one kind of trigger a directory file may carry (the wallets' files have eight, on `merchant` and `atm`).
///
/// Each is recognised by its whole text, as Room writes it for the FTS tables this program reads (``ComputedData``):
/// it deletes or inserts the index entry of the row being written, so it costs one entry per row written, and this
/// program never writes a row of those tables in a file it reads or installs.
enum FullTextSyncTriggers {
    /// The FTS4 tables Room keeps in step, each with its content table and indexed columns.
    private static let indexes: [(fts: String, content: String, columns: [String])] = [
        ("merchant_fts", "merchant", ["name"]), ("atm_fts", "atm", ["name", "manufacturer"]),
    ]

    /// Every trigger text Room writes for ``indexes``.
    static let definitions: Set<String> = Set(
        indexes.flatMap { index -> [String] in
            let prefix = "CREATE TRIGGER room_fts_content_sync_\(index.fts)_"
            let remove = "BEGIN DELETE FROM `\(index.fts)` WHERE `docid`=OLD.`rowid`; END"
            let columns = (["docid"] + index.columns).map { "`\($0)`" }.joined(separator: ", ")
            let values = (["rowid"] + index.columns).map { "NEW.`\($0)`" }.joined(separator: ", ")
            let add = "BEGIN INSERT INTO `\(index.fts)`(\(columns)) VALUES (\(values)); END"
            return [
                "\(prefix)BEFORE_UPDATE BEFORE UPDATE ON `\(index.content)` \(remove)",
                "\(prefix)BEFORE_DELETE BEFORE DELETE ON `\(index.content)` \(remove)",
                "\(prefix)AFTER_UPDATE AFTER UPDATE ON `\(index.content)` \(add)",
                "\(prefix)AFTER_INSERT AFTER INSERT ON `\(index.content)` \(add)",
            ]
        })

    /// Whether `sql` is the text of one of Room's sync triggers, exactly.
    static func isRoomSync(_ sql: String?) -> Bool {
        sql.map(definitions.contains) ?? false
    }
}
