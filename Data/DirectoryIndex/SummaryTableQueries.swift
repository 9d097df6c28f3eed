import Domain
import GRDB
import SnapshotFile

/// The catalog's summary and territories read from ``SummaryTables``, in files whose marker vouches for them: the
/// answers ``CatalogQueries`` computes from the rows, read by grouped statements over the narrow tables (tests compare
/// the two).
struct SummaryTableQueries {
    let sql: IndexedSQL
    let db: Database

    private let h = HeadsTable("h")
    /// The heads' facts: columns of `h`.
    private let x = SQLTable<SummaryTables.Facts>("h")
    private let t = SQLTable<SummaryTables.Territories>("t")

    init(sql: IndexedSQL, db: Database) {
        self.sql = sql
        self.db = db
    }

    /// The chosen merchants' heads, for a FROM clause; with a territory, read from that territory's rows (its
    /// merchants alone, through the table's key) rather than from every head with a look-up each.
    private func chosen(in territory: String?) -> String {
        territory == nil ? h.declaration : "\(t.declaration)\(joined(to: t[.headId]))"
    }

    /// The heads (and the territory's rows, with a territory) joined to the merchant `headID` (an SQL expression) of
    /// another table.
    private func joined(to headID: String, in territory: String? = nil) -> String {
        let rows = territory == nil ? "" : " JOIN \(t.declaration) ON \(t[.headId]) = \(headID)"
        return rows + " JOIN \(h.declaration) ON \(h[.headId]) = \(headID)"
    }

    /// ``joined(to:in:)``, or nothing when every merchant is chosen: each derived row has a head.
    private func joinedIfChosen(_ territory: String?, to headID: String) -> String {
        territory == nil && !sql.hidesMerchants ? "" : joined(to: headID, in: territory)
    }

    /// Whether the merchant of `head` (of `h` by default) has a provider row (active or not) naming one of `providers`.
    private func hasOffers(of providers: [GiftCardProvider], head: String? = nil) -> String {
        let o = SQLTable<SummaryTables.Offers>("s")
        return """
            EXISTS (SELECT 1 FROM \(o.declaration) WHERE \(o[.headId]) = \(head ?? h[.headId]) \
            AND \(o[.provider]) IN (\(DirectorySQL.keys(providers))))
            """
    }

    /// The condition on `h` and `t` (with a territory) that chooses the merchants, as
    /// ``DirectorySQL/isShown(merchantID:head:)`` and the territory filter of ``CatalogQueries`` choose them.
    private func condition(territory: String?) -> String {
        var conditions = ["1"]
        if territory != nil { conditions.append("\(t[.territory]) = ?") }
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
    private var bestDiscount: String { Self.bestDiscount(sql: sql, heads: h.alias) }

    /// ``bestDiscount`` of the merchant whose heads row (with its facts) is the table `alias`.
    static func bestDiscount(sql: IndexedSQL, heads alias: String) -> String {
        let (o, x, s) = (SQLTable<SummaryTables.Offers>("o"), SQLTable<SummaryTables.Facts>(alias), "s")
        let disabled = SQLTable<SummaryTables.Offers>(s)
        let own =
            sql.hidesMerchants
            ? """
            CASE WHEN EXISTS (SELECT 1 FROM \(disabled.declaration) WHERE \(disabled[.headId]) = \(x[.headId]) \
            AND \(disabled[.provider]) IN (\(DirectorySQL.keys(DirectorySQL.disabledProviders)))) \
            THEN NULL ELSE \(x[.ownDiscount]) END
            """
            : x[.ownDiscount]
        return """
            COALESCE((SELECT max(\(o[.bestDiscount])) FROM \(o.declaration) WHERE \(o[.headId]) = \(x[.headId]) \
            AND \(o[.provider]) IN (\(DirectorySQL.keys(GiftCardProvider.enabled)))), \(own))
            """
    }

    /// Every territory with a visible location of a shown merchant, by name, with its count of merchants.
    func territories() throws -> [Territory] {
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

    /// The counts of the chosen merchants by type, the ten best discounts, the territories and the providers' counts.
    ///
    /// Grouped reads and one of a few heads, rather than a row per merchant with its best discount looked up: the
    /// counts are grouped by type, and the merchants with the best discounts are first found by a narrow scan of the
    /// discounts alone (Docs/Performance.md has the times).
    func summary(territory: String?, snapshot: SnapshotInfo) throws -> CatalogSummary {
        let arguments: StatementArguments = territory.map { [$0] } ?? []
        var tally = SummaryTally()
        let counts = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(h[.type]), count(*), sum(\(StoredCount.boundedSQL(h[.locationCount]))), sum(\(x[.isDash]) = 1)
                FROM \(chosen(in: territory)) WHERE \(condition(territory: territory)) GROUP BY 1
                """,
            arguments: arguments)
        while let row = try counts.next() {
            // Counts and sums that SQL made of the heads table: each read as the stored counts are.
            let heads = MerchantHeads.Columns.table
            try tally.add(
                StoredEnums.merchantType(StoredValue.string(StoredCell.value(of: row, at: 0))),
                merchants: try StoredCount.read(StoredCell.value(of: row, at: 1), column: heads) ?? 0,
                locations: try StoredCount.read(StoredCell.value(of: row, at: 2), column: StoredCount.locations) ?? 0,
                dash: try StoredCount.read(StoredCell.value(of: row, at: 3), column: heads) ?? 0)
        }
        let candidate = Candidate.Columns.selection { column in
            switch column {
            case .mid, .rawMid: h[.merchantId]
            case .headId: h[.headId]
            case .name: h[.name]
            case .nameKey: h[.nameKey]
            case .type: h[.type]
            case .discount: bestDiscount
            }
        }
        let best = try bestDiscountHeads(territory: territory, arguments: arguments)
        if !best.isEmpty {
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(candidate) FROM \(chosen(in: nil))
                    WHERE \(h[.headId]) IN (\(best.map(String.init).joined(separator: ",")))
                    """)
            while let row = try rows.next() { tally.consider(Candidate(row: row)) }
        }
        return try tally.summary(
            snapshot: snapshot, territories: try territories(),
            providerCounts: try providerCounts(territory: territory, arguments: arguments),
            listings: ListingAssembler(sql: sql, db: db))
    }

    /// The heads of the chosen merchants whose best discount (as ``bestDiscount`` computes it) is among the ten
    /// highest, with every merchant tied with the tenth: a superset of the summary's best discounts, which
    /// ``SummaryTally`` then orders by name.
    ///
    /// A merchant's discount is its enabled providers' best offer (one grouped scan of the offers, in head order), or
    /// else its own discount, which `bestDiscount` uses when no such offer has one.
    private func bestDiscountHeads(territory: String?, arguments: StatementArguments) throws -> [Int64] {
        let (o, y) = (SQLTable<SummaryTables.Offers>("o"), SQLTable<SummaryTables.Facts>("y"))
        let enabled = DirectorySQL.keys(GiftCardProvider.enabled)
        let ownAllowed =
            sql.hidesMerchants ? " AND NOT \(hasOffers(of: DirectorySQL.disabledProviders, head: y[.headId]))" : ""
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT b.headId, b.discount FROM (
                  SELECT \(o[.headId]) AS headId, max(\(o[.bestDiscount])) AS discount FROM \(o.declaration)
                  WHERE \(o[.provider]) IN (\(enabled)) GROUP BY 1
                  UNION ALL
                  SELECT \(y[.headId]), \(y[.ownDiscount]) FROM \(y.declaration) WHERE \(y[.ownDiscount]) > 0
                  AND NOT EXISTS (SELECT 1 FROM \(o.declaration) WHERE \(o[.headId]) = \(y[.headId])
                    AND \(o[.provider]) IN (\(enabled)) AND \(o[.bestDiscount]) IS NOT NULL)\(ownAllowed)
                ) b\(joinedIfChosen(territory, to: "b.headId"))
                WHERE b.discount > 0 AND \(condition(territory: territory))
                """,
            arguments: arguments)
        var best = BestDiscounts(count: SummaryTally.bestCount)
        while let row = try rows.next() {
            guard let head = StoredValue.int64(StoredCell.value(of: row, at: 0)),
                let discount = StoredValue.basisPoints(StoredCell.value(of: row, at: 1))
            else { continue }
            best.add(head: head, discount: discount)
        }
        return best.heads
    }

    /// Each provider this build shows and its count of chosen merchants with an offer that counts.
    private func providerCounts(territory: String?, arguments: StatementArguments) throws
        -> [GiftCardProvider: Int]
    {
        let o = SQLTable<SummaryTables.Offers>("o")
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(o[.provider]), count(*) FROM \(o.declaration)\(joinedIfChosen(territory, to: o[.headId]))
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
