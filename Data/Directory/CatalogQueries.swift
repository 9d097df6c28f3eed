import Domain
import GRDB

/// The reads behind territories, catalog summaries and the catalog stream.
struct CatalogQueries {
    let sql: DirectorySQL
    let db: Database

    /// `chosen`: the shown merchants, optionally only those with a visible location in `territory`, with `mid`,
    /// `rawMid`, `headId`, `name` and `type`, and when `complete`, `locationCount` and `isDash`. Files we write carry
    /// the heads (``MerchantHeads``); in others they are found by one grouped scan.
    private func headsCTE(territory: String?, complete: Bool = true) -> (String, StatementArguments) {
        let arguments: StatementArguments = territory.map { [$0] } ?? []
        func inTerritory(_ merchantID: String) -> String {
            territory == nil
                ? "1"
                : """
                EXISTS (SELECT 1 FROM merchant t WHERE t.merchantId = \(merchantID) AND \(sql.isVisible("t")) \
                AND \(sql.territory("t")) = ?)
                """
        }
        guard sql.schema.hasHeadsTable else {
            return (
                """
                heads AS (
                  SELECT m.merchantId AS rawMid, min(m.id) AS headId, count(*) AS locationCount FROM merchant m
                  WHERE \(sql.isVisible("m")) GROUP BY m.merchantId),
                chosen AS (
                  SELECT CAST(h.rawMid AS TEXT) AS mid, h.rawMid, h.headId, h.locationCount,
                    \(sql.trimmedName("f")) AS name, \(sql.merchantType("f")) AS type, \(sql.isDash("f")) AS isDash
                  FROM heads h JOIN merchant f ON f.id = h.headId
                  WHERE \(inTerritory("h.rawMid")) AND \(sql.isShown(merchantID: "h.rawMid", head: "f") ?? "1"))
                """,
                arguments
            )
        }
        let shown = sql.isShown(merchantID: "h.merchantId", head: "f")
        let extra =
            complete
            ? """
            , h.locationCount, \(sql.isDash("f")) AS isDash
            """ : ""
        let join = complete || shown != nil ? " JOIN merchant f ON f.id = h.headId" : ""
        return (
            """
            chosen AS (
              SELECT h.merchantId AS mid, h.merchantId AS rawMid, h.headId, h.name, h.type\(extra)
              FROM \(MerchantHeads.table) h\(join)
              WHERE \(inTerritory("h.merchantId")) AND \(shown ?? "1"))
            """,
            arguments
        )
    }

    func territories() throws -> [Territory] {
        // Only a build that hides merchants needs the heads, to count shown merchants alone.
        let (cte, shown) =
            sql.hidesMerchants
            ? ("WITH \(headsCTE(territory: nil).0) ", " AND m.merchantId IN (SELECT rawMid FROM chosen)") : ("", "")
        return try Row.fetchAll(
            db,
            sql: """
                \(cte)SELECT \(sql.territory("m")) AS name, count(DISTINCT m.merchantId) AS merchantCount
                FROM merchant m WHERE \(sql.isVisible("m")) AND \(sql.territory("m")) IS NOT NULL\(shown) GROUP BY 1
                """
        )
        .map {
            Territory(
                name: StoredValue.string($0, "name") ?? "", merchantCount: StoredValue.int($0, "merchantCount") ?? 0)
        }
        .sorted { $0.name < $1.name }
    }

    /// Every chosen merchant's id and name, in catalog order (name ignoring ASCII case, then id).
    func catalogOrder(territory: String?) throws -> [CatalogCursor] {
        let (cte, arguments) = headsCTE(territory: territory, complete: false)
        return try Row.fetchAll(
            db, sql: "WITH \(cte) SELECT mid, name FROM chosen ORDER BY name COLLATE NOCASE, mid", arguments: arguments
        )
        .map {
            CatalogCursor(
                name: StoredValue.string($0, "name") ?? "", id: MerchantID(StoredValue.string($0, "mid") ?? ""))
        }
    }

    func summary(territory: String?, snapshot: SnapshotInfo) throws -> CatalogSummary {
        let (cte, arguments) = headsCTE(territory: territory)
        let chosen = try Row.fetchAll(
            db,
            sql: """
                WITH \(cte) SELECT chosen.mid, chosen.rawMid, chosen.headId, chosen.name, chosen.type,
                  \(sql.bestDiscount(merchantID: "chosen.rawMid", head: "f")) AS discount, chosen.locationCount,
                  chosen.isDash
                FROM chosen JOIN merchant f ON f.id = chosen.headId
                """,
            arguments: arguments)
        var byType: [MerchantType: Int] = [:]
        var locationCount = 0
        var dashCount = 0
        var discounted: [Candidate] = []
        for row in chosen {
            let candidate = Candidate(row: row)
            byType[candidate.type, default: 0] += 1
            locationCount += StoredValue.int(row, "locationCount") ?? 0
            if StoredValue.int64(row, "isDash") == 1 { dashCount += 1 }
            if (candidate.discount ?? 0) > 0 { discounted.append(candidate) }
        }
        let best = discounted.sorted { lhs, rhs in
            lhs.discount != rhs.discount
                ? lhs.discount! > rhs.discount!
                : (lhs.name.lowercased(), lhs.id) < (rhs.name.lowercased(), rhs.id)
        }
        return CatalogSummary(
            snapshot: snapshot, merchantCount: chosen.count, locationCount: locationCount,
            territories: try territories(), merchantCountByType: byType,
            merchantCountByProvider: try providerCounts(cte: cte, arguments: arguments), dashMerchantCount: dashCount,
            bestDiscounts: try ListingAssembler(sql: sql, db: db).listings(for: Array(best.prefix(10)), position: nil))
    }

    private func providerCounts(cte: String, arguments: StatementArguments) throws -> [GiftCardProvider: Int] {
        guard sql.schema.providerColumns != nil else { return [:] }
        var counts: [GiftCardProvider: Int] = [:]
        let rows = try Row.fetchAll(
            db,
            sql: """
                WITH \(cte) SELECT \(sql.providerKey("g")) AS provider, count(DISTINCT g.merchantId) AS merchants
                FROM gift_card_providers g WHERE \(sql.isVisibleOffer("g"))
                AND g.merchantId IN (SELECT rawMid FROM chosen) GROUP BY 1
                """,
            arguments: arguments)
        for row in rows {
            if let provider = StoredEnums.provider(StoredValue.string(row, "provider")) {
                counts[provider, default: 0] += StoredValue.int(row, "merchants") ?? 0
            }
        }
        return counts
    }
}
