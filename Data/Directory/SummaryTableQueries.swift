import Domain
import GRDB

/// The catalog's summary and territories read from ``SummaryTables``, in files whose marker vouches for them: the
/// answers ``CatalogQueries`` computes from the rows, read from one narrow row per merchant (tests compare the two).
struct SummaryTableQueries {
    let sql: DirectorySQL
    let db: Database

    private let h = HeadsTable("h")
    private let x = SQLTable<SummaryTables.Facts>("x")

    init(sql: DirectorySQL, db: Database) {
        self.sql = sql
        self.db = db
    }

    /// The merchants' heads and facts, for a FROM clause.
    private var chosen: String { "\(h.declaration) JOIN \(x.declaration) ON \(x[.headId]) = \(h[.headId])" }

    /// The heads and facts joined to the merchant `headID` (an SQL expression) of another table.
    private func joined(to headID: String) -> String {
        " JOIN \(h.declaration) ON \(h[.headId]) = \(headID) JOIN \(x.declaration) ON \(x[.headId]) = \(h[.headId])"
    }

    /// Whether the merchant of `h` has a provider row (active or not) naming one of `providers`.
    private func hasOffers(of providers: [GiftCardProvider]) -> String {
        let o = SQLTable<SummaryTables.Offers>("s")
        return """
            EXISTS (SELECT 1 FROM \(o.declaration) WHERE \(o[.headId]) = \(h[.headId]) \
            AND \(o[.provider]) IN (\(DirectorySQL.keys(providers))))
            """
    }

    /// The condition on `h` and `x` that chooses the merchants, as ``DirectorySQL/isShown(merchantID:head:)`` and the
    /// territory filter of ``CatalogQueries`` choose them.
    private func condition(territory: String?) -> String {
        var conditions = ["1"]
        if territory != nil {
            let t = SQLTable<SummaryTables.Territories>("t")
            conditions.append(
                "EXISTS (SELECT 1 FROM \(t.declaration) WHERE \(t[.territory]) = ? AND \(t[.headId]) = \(h[.headId]))")
        }
        if sql.hidesMerchants {
            conditions.append(
                """
                (\(x[.isDash]) OR NOT \(hasOffers(of: DirectorySQL.disabledProviders)) \
                OR \(hasOffers(of: GiftCardProvider.enabled)))
                """)
        }
        return conditions.joined(separator: " AND ")
    }

    /// The best discount as ``DirectorySQL/bestDiscount(merchantID:head:)`` computes it: the best offer of a provider
    /// this build shows, else the head's own discount, unless a disabled provider may have supplied it.
    private var bestDiscount: String {
        let o = SQLTable<SummaryTables.Offers>("o")
        let own =
            sql.hidesMerchants
            ? "CASE WHEN \(hasOffers(of: DirectorySQL.disabledProviders)) THEN NULL ELSE \(x[.ownDiscount]) END"
            : x[.ownDiscount]
        return """
            COALESCE((SELECT max(\(o[.bestDiscount])) FROM \(o.declaration) WHERE \(o[.headId]) = \(h[.headId]) \
            AND \(o[.provider]) IN (\(DirectorySQL.keys(GiftCardProvider.enabled)))), \(own))
            """
    }

    /// Every territory with a visible location of a shown merchant, by name, with its count of merchants.
    func territories() throws -> [Territory] {
        let t = SQLTable<SummaryTables.Territories>("t")
        let (join, condition) =
            sql.hidesMerchants
            ? (joined(to: t[.headId]), self.condition(territory: nil)) : ("", "1")
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(t[.territory]), count(*) FROM \(t.declaration)\(join) WHERE \(condition) GROUP BY 1
                """)
        return rows.map { row in
            Territory(
                name: StoredValue.string(StoredCell.value(of: row, at: 0)) ?? "",
                merchantCount: StoredValue.int(StoredCell.value(of: row, at: 1)) ?? 0)
        }
        .sorted { $0.name < $1.name }
    }

    /// What the summary reads of a chosen merchant after its ``Candidate/Columns``.
    func summary(territory: String?, snapshot: SnapshotInfo) throws -> CatalogSummary {
        let arguments: StatementArguments = territory.map { [$0] } ?? []
        let candidate = Candidate.Columns.selection { column in
            switch column {
            case .mid, .rawMid: h[.merchantId]
            case .headId: h[.headId]
            case .name: h[.name]
            case .type: h[.type]
            case .discount: bestDiscount
            }
        }
        let extra = SummaryTally.Columns.selection { $0 == .locationCount ? h[.locationCount] : x[.isDash] }
        let rows = try Row.fetchCursor(
            db, sql: "SELECT \(candidate), \(extra) FROM \(chosen) WHERE \(condition(territory: territory))",
            arguments: arguments)
        var tally = SummaryTally()
        try tally.add(rows: rows)
        return try tally.summary(
            snapshot: snapshot, territories: try territories(),
            providerCounts: try providerCounts(territory: territory, arguments: arguments),
            listings: ListingAssembler(sql: sql, db: db))
    }

    /// Each provider this build shows and its count of chosen merchants with an offer that counts.
    private func providerCounts(territory: String?, arguments: StatementArguments) throws
        -> [GiftCardProvider: Int]
    {
        let o = SQLTable<SummaryTables.Offers>("o")
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(o[.provider]), count(*) FROM \(o.declaration)\(joined(to: o[.headId]))
                WHERE \(o[.bestDiscount]) IS NOT NULL AND \(o[.provider]) IN (\(DirectorySQL.keys(GiftCardProvider.enabled)))
                AND \(condition(territory: territory)) GROUP BY 1
                """,
            arguments: arguments)
        var counts: [GiftCardProvider: Int] = [:]
        for row in rows {
            guard let provider = StoredEnums.provider(StoredValue.string(StoredCell.value(of: row, at: 0))) else {
                continue
            }
            counts[provider, default: 0] += StoredValue.int(StoredCell.value(of: row, at: 1)) ?? 0
        }
        return counts
    }
}
