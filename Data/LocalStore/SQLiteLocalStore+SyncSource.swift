import Domain
import Foundation
import GRDB

extension SQLiteLocalStore {
    /// The manifest the user set to sync from, if any (table `sync_source`, migration `v5-sync-source`).
    public func syncSource() async throws(LocalStoreError) -> URL? {
        try await read { db in
            try String.fetchOne(db, sql: "SELECT url FROM sync_source WHERE id = 1").flatMap(URL.init(string:))
        }
    }

    /// Sets or forgets the manifest to sync from.
    public func setSyncSource(_ source: URL?) async throws(LocalStoreError) {
        try await write { db in
            guard let source else {
                try db.execute(sql: "DELETE FROM sync_source")
                return
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO sync_source (id, url) VALUES (1, ?)", arguments: [source.absoluteString])
        }
    }
}
