import GRDB

/// The local store's schema as append-only, named migrations.
///
/// Never edit or reorder a migration that has shipped: add a new one. A file that has run a migration this
/// list does not know was written by a newer version of the program, and is refused rather than misread.
enum LocalStoreSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-favourites") { db in
            // `seq` orders favourites: re-adding one gives it a new, higher number ("most recently added first").
            try db.execute(
                sql: "CREATE TABLE favourite (seq INTEGER PRIMARY KEY AUTOINCREMENT, merchantId TEXT NOT NULL UNIQUE)")
        }
        migrator.registerMigration("v2-recent-searches") { db in
            // `key` is the text lower-cased by Swift (Unicode-aware), so "Café" and "CAFÉ" are one search.
            // Dates are seconds since 2001-01-01 as REAL, the exact `Date` value.
            try db.execute(
                sql: """
                    CREATE TABLE recent_search (seq INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL UNIQUE,
                      text TEXT NOT NULL, date REAL NOT NULL)
                    """)
        }
        migrator.registerMigration("v3-chosen-location") { db in
            try db.execute(
                sql: """
                    CREATE TABLE chosen_location (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL,
                      latitude REAL NOT NULL, longitude REAL NOT NULL, radiusMeters REAL NOT NULL)
                    """)
        }
        migrator.registerMigration("v4-sync-history") { db in
            try db.execute(
                sql: """
                    CREATE TABLE sync_record (seq INTEGER PRIMARY KEY AUTOINCREMENT, date REAL NOT NULL,
                      source TEXT NOT NULL, outcome TEXT NOT NULL, version INTEGER, message TEXT)
                    """)
        }
        migrator.registerMigration("v5-sync-source") { db in
            // The manifest the user syncs from, as they set it (one row); until then, the last sync's source.
            try db.execute(sql: "CREATE TABLE sync_source (id INTEGER PRIMARY KEY CHECK (id = 1), url TEXT NOT NULL)")
        }
        migrator.registerMigration("v6-missing-favourites-told") { db in
            // Favourites the user was told a sync took away; they stay in `favourite`.
            try db.execute(sql: "CREATE TABLE missing_favourite_told (merchantId TEXT PRIMARY KEY)")
        }
        migrator.registerMigration("v7-chosen-territory") { db in
            // The territory a chosen location stands for (Nearby lists all of it); NULL for a circle, as every
            // location remembered before this was.
            try db.execute(sql: "ALTER TABLE chosen_location ADD COLUMN territory TEXT")
        }
        return migrator
    }()

    static var migrationNames: [String] { migrator.migrations }
}
