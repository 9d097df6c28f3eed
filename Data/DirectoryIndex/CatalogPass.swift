import Domain
import GRDB
import SnapshotFile

/// Every chosen merchant of a file, read in one pass in catalog order, in one read transaction.
///
/// Two cursors walk the heads' name index (``MerchantHeads``) side by side: one over the visible `merchant` rows (each
/// merchant's rows in row-id order, through the `(merchantId, id)` index), one over the provider rows. Consecutive rows
/// with the same `merchantId` make a merchant, and its offers are the provider rows with that id that come next. No
/// query per batch or per merchant, no sort, and nothing held but the batch being filled, each merchant with the
/// locations ``Domain/KeptLocations`` keeps of its rows (those in the pass's territory first).
struct CatalogPass {
    let sql: IndexedSQL
    let db: Database
    /// Restricts the pass to merchants with a visible location in this territory, when set.
    let territory: String?

    /// Reads every merchant, handing them over `batchSize` at a time; stops when `deliver` returns `false`.
    ///
    /// `CROSS JOIN` keeps SQLite's join order as written: left to choose, the planner drives the join from the rows
    /// and sorts all of them in a temporary B-tree (a whole directory in memory or temporary files before the first
    /// merchant); from the heads' name index it only orders each merchant's own rows.
    func run(batchSize: Int, deliver: ([Merchant]) throws -> Bool) throws {
        let (m, g) = (sql.merchant("m"), sql.providers("g"))
        let (from, arguments) = heads()
        let order = "h.nameKey, h.merchantId"
        let rows = try Row.fetchCursor(
            db.makeStatement(
                sql: """
                    SELECT \(m.selection) \(from) CROSS JOIN \(m.declaration) ON \(m[.merchantId]) = h.merchantId
                    WHERE \(condition) AND \(sql.isVisible(m)) ORDER BY \(order), \(m[.id])
                    """),
            arguments: arguments)
        let offers = try sql.schema.providerColumns.map { _ in
            try Row.fetchCursor(
                db.makeStatement(
                    sql: """
                        SELECT \(g.selection) \(from) CROSS JOIN \(g.declaration) ON \(g[.merchantId]) = h.merchantId
                        WHERE \(condition) ORDER BY \(order), \(g.rowID)
                        """),
                arguments: arguments)
        }
        var pendingOffer = try offers?.next().map(ProviderRow.init(selected:))
        var batch: [Merchant] = []
        batch.reserveCapacity(batchSize)
        // The merchant being read: its head row, and the locations kept of its rows so far.
        let rule = KeptLocations(preferring: territory)
        var head: MerchantRow?
        var locations = rule
        func finish() throws -> Bool {
            guard let head else { return true }
            var merchantOffers = KeptOffers()
            while let offer = pendingOffer, offer.merchantID == head.merchantID {
                if let known = offer.offer { merchantOffers.add(known) }
                pendingOffer = try offers?.next().map(ProviderRow.init(selected:))
            }
            if let merchant = head.merchant(locations: [], offers: merchantOffers.offers).with(locations)
                .withEnabledProviders
            {
                batch.append(merchant)
            }
            locations = rule
            guard batch.count >= batchSize else { return true }
            defer { batch.removeAll(keepingCapacity: true) }
            return try deliver(batch)
        }
        while let row = try rows.next() {
            // Of a merchant's rows after its head only the location is used: the rest is not read.
            let sameMerchant = head?.merchantID == MerchantRow.merchantID(selectedIn: row)
            if head != nil, !sameMerchant, !(try finish()) { return }
            if sameMerchant {
                locations.add(MerchantRow.location(selected: row))
            } else {
                let read = MerchantRow(selected: row)
                locations.add(read.location)
                head = read
            }
        }
        guard try finish(), !batch.isEmpty else { return }
        _ = try deliver(batch)
    }

    /// The condition on `h` (and its head row `f`) that chooses the merchants, as the catalog's summary chooses them.
    private var condition: String {
        var conditions = ["1"]
        if territory != nil {
            let t = sql.merchant("t")
            conditions.append(
                """
                EXISTS (SELECT 1 FROM \(t.declaration) WHERE \(t[.merchantId]) = h.merchantId \
                AND \(sql.isVisible(t)) AND \(sql.territory(t)) = ?)
                """)
        }
        if let shown = sql.isShown(merchantID: "h.merchantId", head: sql.merchant("f")) { conditions.append(shown) }
        return conditions.joined(separator: " AND ")
    }

    /// The FROM clause over the heads (with the head row when hidden merchants must be told apart), and its arguments.
    private func heads() -> (String, StatementArguments) {
        let f = sql.merchant("f")
        let join = sql.hidesMerchants ? " CROSS JOIN \(f.declaration) ON \(f[.id]) = h.headId" : ""
        return ("FROM \(MerchantHeads.Columns.table) h\(join)", territory.map { [$0] } ?? [])
    }
}
