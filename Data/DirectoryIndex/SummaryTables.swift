import Domain
import GRDB
import SnapshotFile

/// The tables this program derives for the catalog's summary when it writes a file, beside ``MerchantHeads``, and the
/// marker that lets a reader trust them.
///
/// Without them a summary visits every `merchant` row (territories and their merchant counts) and every provider row
/// (each merchant's best discount, the merchants of each provider) and each merchant's head row (Dash or not): about
/// 1.3 s for a file of 100,000 merchants, before the catalog's first merchant. With them it reads one narrow row per
/// merchant, per merchant and provider, and per merchant and territory. Each table holds facts that do not depend on
/// the build (which providers it shows), so a build with or without PiggyCards reads the same file. As for the heads
/// (``DerivedTables``, ADR 0012), a marker records the row counts of the tables and of what they derive from; a reader
/// uses the tables only when the heads are trusted and every count still agrees, and otherwise computes the summary
/// from the rows (ADR 0012).
enum SummaryTables {
    /// The columns the summary adds to the heads (`explore_merchant_heads`): per merchant, whether the head takes Dash,
    /// its own discount, and its offers as a listing reads them. They sit in the heads' rows so that a listing reads
    /// one row per merchant, the row Nearby and the lists have just looked up by its merchant id.
    enum Facts: String, StoredColumns {
        case headId
        /// 1 when the head's payment method is Dash (``DirectorySQL/isDash(_:)``), else 0.
        case isDash
        /// The head's own discount in basis points, NULL when zero or absent (``DirectorySQL/ownDiscount(_:)``).
        case ownDiscount
        /// The merchant's rows of ``Offers`` as text (``ListedOffers/init(stored:)``), NULL when it has none.
        case offers

        static let table = MerchantHeads.Columns.table
    }

    /// `explore_provider_offers`: per merchant and known provider with a row (active or not), its best visible offer.
    enum Offers: String, StoredColumns {
        case headId
        /// The provider's key as ``DirectorySQL/providerKey(_:)`` makes it (`ctx`, `piggycards`).
        case provider
        /// The best discount of the rows that count in any build (active, not redeemed by URL), NULL when none do.
        case bestDiscount

        static let table = "explore_provider_offers"
    }

    /// `explore_territory_merchants`: each territory (trimmed, as ``DirectorySQL/territory(_:)``) and each merchant
    /// with a visible location there.
    enum Territories: String, StoredColumns {
        case territory, headId

        static let table = "explore_territory_merchants"
    }

    /// The `explore_metadata` key of the marker.
    static let markerKey = "explore_summary_tables"

    /// Creates and fills the tables from the file's rows and heads, and writes their marker; call after
    /// ``MerchantHeads/create(_:)``, inside the same transaction.
    static func create(_ db: Database) throws {
        let sql = try IndexedSQL.inspect(db, path: "the new snapshot")
        let (h, f, m, g) = (HeadsTable("h"), sql.merchant("f"), sql.merchant("m"), sql.providers("g"))
        let known = DirectorySQL.keys(GiftCardProvider.allCases)
        let offers =
            sql.schema.providerColumns == nil
            ? ""
            : """
            INSERT INTO \(Offers.table) (\(names(Offers.self)))
              SELECT \(h[.headId]), \(sql.providerKey(g)),
                max(CASE WHEN \(sql.isLiveOffer(g)) THEN IFNULL(\(sql.basisPoints(g[.savingsPercentage])), 0) END)
              FROM \(g.declaration) JOIN \(h.declaration) ON \(h[.merchantId]) = \(g[.merchantId])
              WHERE \(sql.providerKey(g)) IN (\(known)) GROUP BY 1, 2;
            """
        // The heads' offers are the text of the offers table's rows, provider by provider.
        let (x, o) = (SQLTable<Facts>("x"), SQLTable<Offers>("o"))
        try db.execute(
            sql: """
                CREATE TABLE \(Offers.table) (
                  headId INTEGER NOT NULL, provider TEXT NOT NULL, bestDiscount INTEGER,
                  PRIMARY KEY (headId, provider)) WITHOUT ROWID;
                \(offers)
                ALTER TABLE \(Facts.table) ADD COLUMN isDash INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE \(Facts.table) ADD COLUMN ownDiscount INTEGER;
                ALTER TABLE \(Facts.table) ADD COLUMN offers TEXT;
                UPDATE \(Facts.table) AS \(x.alias) SET isDash = \(sql.isDash(f)), ownDiscount = \(sql.ownDiscount(f)),
                  offers = (SELECT group_concat(part, ',') FROM (
                    SELECT \(ListedOffers.storedText(o)) AS part FROM \(o.declaration)
                    WHERE \(o[.headId]) = \(x[.headId]) ORDER BY \(o[.provider])))
                  FROM \(f.declaration) WHERE \(f[.id]) = \(x[.headId]);
                CREATE TABLE \(Territories.table) (
                  territory TEXT NOT NULL, headId INTEGER NOT NULL, PRIMARY KEY (territory, headId)) WITHOUT ROWID;
                INSERT INTO \(Territories.table) (\(names(Territories.self)))
                  SELECT DISTINCT \(sql.territory(m)), \(h[.headId])
                  FROM \(m.declaration) JOIN \(h.declaration) ON \(h[.merchantId]) = \(m[.merchantId])
                  WHERE \(sql.isVisible(m)) AND \(sql.territory(m)) IS NOT NULL;
                """)
        try db.execute(
            sql: "INSERT OR REPLACE INTO explore_metadata (key, value) VALUES (?, ?)",
            arguments: [markerKey, DerivedTables.markerText(try counts(db))])
    }

    /// Whether the file's marker vouches for the tables: not without a marker, nor when a count disagrees. The heads
    /// they are keyed by must be trusted too (``DerivedTables/trusted(_:tables:)``).
    static func trusted(_ db: Database, tables: Set<String>) -> Bool {
        [Offers.table, Territories.table].allSatisfy(tables.contains)
            && (try? Set(db.columns(in: Facts.table).map(\.name)).isSuperset(of: Facts.allCases.map(\.name))) == true
            && DerivedTables.markerHolds(db, key: markerKey, tables: tables) { try counts(db) }
    }

    private static func names<Columns: StoredColumns>(_: Columns.Type) -> String {
        Columns.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The row counts the marker records: the tables' own, and those of the tables they derive from.
    private static func counts(_ db: Database) throws -> [String: Int] {
        let sources = [
            ("merchant", MerchantRow.Columns.table), ("heads", MerchantHeads.Columns.table),
            ("offers", Offers.table), ("territories", Territories.table),
        ]
        var counts: [String: Int] = [:]
        for (key, table) in sources {
            counts[key] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
        }
        let providers = ProviderRow.Columns.table
        counts["providers"] =
            try db.tableExists(providers) ? Int.fetchOne(db, sql: "SELECT count(*) FROM \(providers)") ?? 0 : 0
        return counts
    }
}
