import Domain
import GRDB

/// The small reads that turn merchant ids into rows and offers, shared by search, detail and catalog.
struct DirectoryReads {
    let sql: DirectorySQL
    let db: Database

    /// Rows by id, whatever their visibility (the caller chose them).
    func rows(withIDs ids: [Int64]) throws -> [Int64: MerchantRow] {
        guard !ids.isEmpty else { return [:] }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(sql.merchantRowColumns(of: "m")) FROM merchant m
                    WHERE m.id IN (SELECT value FROM json_each(?))
                    """),
            arguments: [Self.json(ids)])
        return Dictionary(
            rows.map { MerchantRow(selected: $0) }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every visible row of each merchant, in row-id order (the first is the merchant's head).
    func visibleRows(of merchantIDs: [String]) throws -> [String: [MerchantRow]] {
        guard !merchantIDs.isEmpty else { return [:] }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(sql.merchantRowColumns(of: "m")) FROM merchant m
                    WHERE m.merchantId IN (SELECT value FROM json_each(?)) AND \(sql.isVisible("m"))
                    ORDER BY m.id
                    """),
            arguments: [CandidateSQL.jsonArray(merchantIDs)])
        return Dictionary(grouping: rows.map { MerchantRow(selected: $0) }, by: \.merchantID)
    }

    /// How many visible rows (locations) each merchant has in the whole directory.
    func locationCounts(of merchantIDs: [String]) throws -> [String: Int] {
        guard !merchantIDs.isEmpty else { return [:] }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: sql.schema.hasHeadsTable
                    ? """
                    SELECT h.merchantId AS mid, h.locationCount AS locations FROM \(MerchantHeads.table) h
                    WHERE h.merchantId IN (SELECT value FROM json_each(?))
                    """
                    : """
                    SELECT CAST(m.merchantId AS TEXT) AS mid, count(*) AS locations FROM merchant m
                    WHERE m.merchantId IN (SELECT value FROM json_each(?)) AND \(sql.isVisible("m"))
                    GROUP BY m.merchantId
                    """),
            arguments: [CandidateSQL.jsonArray(merchantIDs)])
        var counts: [String: Int] = [:]
        for row in rows {
            if let id = StoredValue.string(row, "mid") { counts[id] = StoredValue.int(row, "locations") ?? 0 }
        }
        return counts
    }

    /// Every offer of a known provider for each merchant, active or not, in file order.
    func offers(of merchantIDs: [String]) throws -> [String: [ProviderOffer]] {
        guard sql.schema.providerColumns != nil, !merchantIDs.isEmpty else { return [:] }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(sql.providerRowColumns(of: "g")) FROM gift_card_providers g
                    WHERE g.merchantId IN (SELECT value FROM json_each(?)) ORDER BY g.rowid
                    """),
            arguments: [CandidateSQL.jsonArray(merchantIDs)])
        var offers: [String: [ProviderOffer]] = [:]
        for row in rows.map({ ProviderRow(row: $0) }) {
            if let offer = row.offer { offers[row.merchantID, default: []].append(offer) }
        }
        return offers
    }

    /// Whole merchants as this build shows them (``Domain/Merchant/withEnabledProviders``), each from its visible
    /// rows and its offers, in the order of `merchantIDs`.
    func merchants(_ merchantIDs: [String]) throws -> [Merchant] {
        let rows = try visibleRows(of: merchantIDs)
        let offers = try offers(of: merchantIDs)
        return merchantIDs.compactMap { id in
            guard let rows = rows[id], let head = rows.first else { return nil }
            return head.merchant(locations: rows.map(\.location), offers: offers[id] ?? []).withEnabledProviders
        }
    }

    /// A JSON array of row ids, bound as one argument so that the statement text (and its cache entry) is the
    /// same whatever the page size.
    static func json(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }
}
