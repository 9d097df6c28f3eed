import Domain
import GRDB
import SnapshotFile

/// The reads behind territories, catalog summaries and the catalog stream.
struct CatalogQueries {
    let sql: IndexedSQL
    let db: Database

    /// The `chosen` CTE: the shown merchants, optionally only those with a visible location in a territory.
    private enum Chosen: String, StoredColumns {
        case mid, rawMid, headId, name, type
        /// What names are ordered by (``Domain/SearchWords/orderKey(_:)``).
        case nameKey
        /// Visible locations, and whether the head takes Dash: NULL unless the CTE was asked to be complete.
        case locationCount, isDash
        static let table = "chosen"
    }

    /// The `chosen` CTE (``Chosen``), from the stored heads (``MerchantHeads``).
    private func chosenCTE(territory: String?, complete: Bool = true) -> (String, StatementArguments) {
        let arguments: StatementArguments = territory.map { [$0] } ?? []
        let f = sql.merchant("f")
        func inTerritory(_ merchantID: String) -> String {
            guard territory != nil else { return "1" }
            let t = sql.merchant("t")
            return """
                EXISTS (SELECT 1 FROM \(t.declaration) WHERE \(t[.merchantId]) = \(merchantID) \
                AND \(sql.isVisible(t)) AND \(sql.territory(t)) = ?)
                """
        }
        let h = HeadsTable("h")
        let shown = sql.isShown(merchantID: h[.merchantId], head: f)
        let columns = Chosen.selection { column in
            switch column {
            case .mid, .rawMid: h[.merchantId]
            case .headId: h[.headId]
            case .name: h[.name]
            case .nameKey: h[.nameKey]
            case .type: h[.type]
            case .locationCount: complete ? h[.locationCount] : "NULL"
            case .isDash: complete ? sql.isDash(f) : "NULL"
            }
        }
        let join = complete || shown != nil ? " JOIN \(f.declaration) ON \(f[.id]) = \(h[.headId])" : ""
        return (
            """
            \(Chosen.table) AS (
              SELECT \(columns) FROM \(h.declaration)\(join)
              WHERE \(inTerritory(h[.merchantId])) AND \(shown ?? "1"))
            """,
            arguments
        )
    }

    /// A territory and its count of merchants, as ``territories()`` selects them.
    private enum TerritoryCount: String, StoredColumns {
        case name, merchantCount
        static let table = "territories"
    }

    func territories() throws -> [Territory] {
        if sql.hasSummaryTables { return try SummaryTableQueries(sql: sql, db: db).territories() }
        let (m, c) = (sql.merchant("m"), SQLTable<Chosen>("c"))
        // Only a build that hides merchants needs the heads, to count shown merchants alone.
        let shownOnly = " AND \(m[.merchantId]) IN (SELECT \(c[.rawMid]) FROM \(c.declaration))"
        let (cte, shown) = sql.hidesMerchants ? ("WITH \(chosenCTE(territory: nil).0) ", shownOnly) : ("", "")
        let columns = TerritoryCount.selection { column in
            switch column {
            case .name: sql.territory(m)
            case .merchantCount: "count(DISTINCT \(m[.merchantId]))"
            }
        }
        let rows = try Row.fetchAll(
            db,
            sql: """
                \(cte)SELECT \(columns) FROM \(m.declaration)
                WHERE \(sql.isVisible(m)) AND \(sql.territory(m)) IS NOT NULL\(shown) GROUP BY 1
                """)
        return rows.map { row in
            var territory = Territory(name: "", merchantCount: 0)
            for (column, value) in TerritoryCount.values(of: row) {
                switch column {
                case .name: territory.name = StoredValue.string(value) ?? ""
                case .merchantCount: territory.merchantCount = StoredValue.int(value) ?? 0
                }
            }
            return territory
        }
        .sorted { $0.name < $1.name }
    }

    /// What the summary reads of a chosen merchant after its ``Candidate/Columns``.
    func summary(territory: String?, snapshot: SnapshotInfo) throws -> CatalogSummary {
        if sql.hasSummaryTables {
            return try SummaryTableQueries(sql: sql, db: db).summary(territory: territory, snapshot: snapshot)
        }
        let (cte, arguments) = chosenCTE(territory: territory)
        let (c, f) = (SQLTable<Chosen>("c"), sql.merchant("f"))
        let candidate = Candidate.Columns.selection { column in
            switch column {
            case .mid: c[.mid]
            case .rawMid: c[.rawMid]
            case .headId: c[.headId]
            case .name: c[.name]
            case .nameKey: c[.nameKey]
            case .type: c[.type]
            case .discount: sql.bestDiscount(merchantID: c[.rawMid], head: f)
            }
        }
        let extra = SummaryTally.Columns.selection { $0 == .locationCount ? c[.locationCount] : c[.isDash] }
        // A cursor, not an array: a row per merchant is read, counted and dropped, and only the ten best kept.
        let chosen = try Row.fetchCursor(
            db,
            sql: """
                WITH \(cte) SELECT \(candidate), \(extra)
                FROM \(c.declaration) JOIN \(f.declaration) ON \(f[.id]) = \(c[.headId])
                """,
            arguments: arguments)
        var tally = SummaryTally()
        try tally.add(rows: chosen)
        return try tally.summary(
            snapshot: snapshot, territories: try territories(),
            providerCounts: try providerCounts(cte: cte, arguments: arguments),
            listings: ListingAssembler(sql: sql, db: db))
    }

    /// A provider and its count of chosen merchants, as ``providerCounts(cte:arguments:)`` selects them.
    private enum ProviderCount: String, StoredColumns {
        case provider, merchants
        static let table = "providers"
    }

    private func providerCounts(cte: String, arguments: StatementArguments) throws -> [GiftCardProvider: Int] {
        guard sql.schema.providerColumns != nil else { return [:] }
        let (g, c) = (sql.providers("g"), SQLTable<Chosen>("c"))
        let columns = ProviderCount.selection {
            $0 == .provider ? sql.providerKey(g) : "count(DISTINCT \(g[.merchantId]))"
        }
        let rows = try Row.fetchAll(
            db,
            sql: """
                WITH \(cte) SELECT \(columns) FROM \(g.declaration)
                WHERE \(sql.isVisibleOffer(g)) AND \(g[.merchantId]) IN (SELECT \(c[.rawMid]) FROM \(c.declaration))
                GROUP BY 1
                """,
            arguments: arguments)
        var counts: [GiftCardProvider: Int] = [:]
        for row in rows {
            var (provider, merchants): (GiftCardProvider?, Int) = (nil, 0)
            for (column, value) in ProviderCount.values(of: row) {
                switch column {
                case .provider: provider = StoredEnums.provider(StoredValue.string(value))
                case .merchants: merchants = StoredValue.int(value) ?? 0
                }
            }
            if let provider { counts[provider, default: 0] += merchants }
        }
        return counts
    }
}
