import Domain
import Foundation
import GRDB

/// Builds the `candidates` CTE: one row per merchant that passes the query's text, tab and filters.
///
/// A merchant is the set of visible rows sharing a `merchantId`; its head is the lowest visible row id and
/// supplies the name, type and payment method, as the mapped ``Merchant`` has them. Columns: `mid` (text),
/// `rawMid` (as stored), `headId`, `name` (trimmed), `type` and, when asked, `discount` (basis points).
///
/// Files we write carry the heads (``MerchantHeads``), so candidates come from one narrow row per merchant. In other
/// files the heads are found per query: with an index on `merchantId`, by a probe that stops at the first visible
/// row (a chain with hundreds of locations costs one lookup); without one (published files), by a single grouped
/// scan instead of one table scan per merchant.
struct CandidateSQL {
    let sql: DirectorySQL
    let query: MerchantQuery
    /// Restricts the candidates to these merchants (Nearby: those the rule matched).
    var merchantIDs: [String]?
    var includeDiscount = false

    func build() -> (sql: String, arguments: StatementArguments) {
        sql.schema.hasHeadsTable ? fromStoredHeads() : fromComputedHeads()
    }

    /// The text conditions on the head's `name` column, and the FTS pattern when the file can answer by full-text
    /// search (the caller decides where the hits are checked).
    private func textConditions(name: String) -> (conditions: [String], arguments: StatementArguments, fts: String?) {
        let search = NameSearch(text: query.text)
        guard !search.isEmpty else { return ([], [], nil) }
        var conditions: [String] = []
        var arguments = StatementArguments()
        // FTS4's tokenizer folds ASCII case only, so it gets the ASCII parts; parts with other letters are checked
        // in Swift on the candidates' names, which keeps the oracle's Unicode case-insensitivity.
        let ascii = search.parts.filter { $0.unicodeScalars.allSatisfy(\.isASCII) }
        var checkedInSwift = search.parts.filter { !ascii.contains($0) }
        var fts: String?
        if sql.schema.hasFullTextSearch, let pattern = NameSearch(parts: ascii).ftsPattern {
            fts = pattern
        } else {
            for part in ascii {
                conditions.append("\(name) LIKE ? ESCAPE '\\'")
                arguments += [NameSearch.likePattern(part)]
            }
            checkedInSwift = search.parts
        }
        if !checkedInSwift.isEmpty {
            conditions.append("explore_name_matches(\(name), ?)")
            arguments += [checkedInSwift.joined(separator: " ")]
        }
        return (conditions, arguments, fts)
    }

    private static let hits = "SELECT docid FROM merchant_fts WHERE merchant_fts MATCH ?"

    /// Candidates from ``MerchantHeads``: one narrow row per merchant, the wide head row read only when a filter or
    /// the discount needs it.
    private func fromStoredHeads() -> (sql: String, arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        let search = textConditions(name: "h.name")
        if let pattern = search.fts {
            conditions.append("h.headId IN (\(Self.hits))")
            arguments += [pattern]
        }
        conditions += search.conditions
        arguments += search.arguments
        if let merchantIDs {
            conditions.append("h.merchantId IN (SELECT value FROM json_each(?))")
            arguments += [Self.jsonArray(merchantIDs)]
        }
        let (filterConditions, filterArguments) = filters(merchantID: "h.merchantId", type: "h.type")
        conditions += filterConditions
        arguments += filterArguments
        let needsHeadRow =
            includeDiscount || !query.filters.paymentOptions.isEmpty || !query.filters.denominations.isEmpty
            || sql.hidesMerchants
        let discount =
            includeDiscount ? ", \(sql.bestDiscount(merchantID: "h.merchantId", head: "f")) AS discount" : ""
        let text = """
            candidates AS (
              SELECT h.merchantId AS mid, h.merchantId AS rawMid, h.headId AS headId, h.name AS name,
                h.type AS type\(discount)
              FROM \(MerchantHeads.table) h\(needsHeadRow ? " JOIN merchant f ON f.id = h.headId" : "")
              WHERE \(conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")))
            """
        return (text, arguments)
    }

    /// Candidates from the `merchant` rows alone (files from elsewhere): the heads are found per query.
    private func fromComputedHeads() -> (sql: String, arguments: StatementArguments) {
        var idArguments = StatementArguments()
        var headArguments = StatementArguments()
        var idConditions: [String] = []
        var headConditions: [String] = []
        let search = textConditions(name: "f.name")
        if let pattern = search.fts {
            idConditions.append("m.id IN (\(Self.hits))")
            headConditions.append("f.id IN (\(Self.hits))")
            idArguments += [pattern]
            headArguments += [pattern]
        }
        headConditions += search.conditions
        headArguments += search.arguments
        if let merchantIDs {
            // The list is the whole source of candidates (the head conditions still check the text).
            idConditions = ["m.merchantId IN (SELECT value FROM json_each(?))"]
            idArguments = [Self.jsonArray(merchantIDs)]
        }
        let (filterConditions, filterArguments) = filters(merchantID: "h.mid", type: sql.merchantType("f"))
        headConditions += filterConditions
        headArguments += filterArguments
        let discount = includeDiscount ? ", \(sql.bestDiscount(merchantID: "h.mid", head: "f")) AS discount" : ""
        let text = """
            \(heads(idConditions)),
            candidates AS (
              SELECT CAST(h.mid AS TEXT) AS mid, h.mid AS rawMid, h.headId AS headId,
                \(sql.trimmedName("f")) AS name, \(sql.merchantType("f")) AS type\(discount)
              FROM heads h JOIN merchant f ON f.id = h.headId
              WHERE \(headConditions.isEmpty ? "1" : headConditions.joined(separator: " AND ")))
            """
        return (text, idArguments + headArguments)
    }

    /// `heads(mid, headId)` for the merchants having a row that meets `conditions` (all merchants when none).
    private func heads(_ conditions: [String]) -> String {
        let rows = (["m.merchantId IS NOT NULL"] + conditions).joined(separator: " AND ")
        guard sql.schema.hasMerchantIDIndex else {
            let restriction =
                conditions.isEmpty ? "" : " AND m.merchantId IN (SELECT m.merchantId FROM merchant m WHERE \(rows))"
            return """
                heads AS (SELECT m.merchantId AS mid, min(m.id) AS headId FROM merchant m
                  WHERE \(sql.isVisible("m"))\(restriction) GROUP BY m.merchantId)
                """
        }
        // A list of ids is read as it is: a planner that cannot size json_each would rather scan the index.
        let ids =
            merchantIDs != nil
            ? "SELECT value AS mid FROM json_each(?)"
            : "SELECT DISTINCT m.merchantId AS mid FROM merchant m WHERE \(rows)"
        return """
            ids AS (\(ids)),
            heads AS (SELECT ids.mid AS mid, (SELECT p.id FROM merchant p WHERE p.merchantId = ids.mid
                AND \(sql.isVisible("p")) ORDER BY p.id LIMIT 1) AS headId FROM ids)
            """
    }

    /// A JSON array of strings (written by hand: `JSONSerialization` was a fifth of a Nearby query's time).
    static func jsonArray(_ values: [String]) -> String {
        var json = "["
        for (index, value) in values.enumerated() {
            if index > 0 { json += "," }
            json += "\""
            if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                json += value + "\""
                continue
            }
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case _ where scalar.value < 0x20: json += String(format: "\\u%04x", scalar.value)
                default: json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        }
        return json + "]"
    }

    /// The tab and filters, as conditions on the head row `f`, the merchant id `merchantID` and the head's
    /// normalised `type`.
    private func filters(merchantID: String, type: String) -> ([String], StatementArguments) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        let filters = query.filters
        var types = filters.types.isEmpty ? Set(MerchantType.allCases) : filters.types
        if query.tab == .online { types.formIntersection(MerchantType.allCases.filter(\.sellsOnline)) }
        if query.tab == .nearby { types.formIntersection(MerchantType.allCases.filter(\.hasShops)) }
        if types.count < MerchantType.allCases.count {
            conditions.append("\(type) IN (\(Self.quoted(types.map(\.rawValue))))")
        }
        if !filters.paymentOptions.isEmpty {
            var options: [String] = []
            if filters.paymentOptions.contains(.dash) { options.append(sql.isDash("f")) }
            let providers = filters.paymentOptions.compactMap(\.provider).map { $0.rawValue.lowercased() }
            if !providers.isEmpty, sql.schema.providerColumns != nil {
                options.append(
                    """
                    EXISTS (SELECT 1 FROM gift_card_providers g WHERE g.merchantId = \(merchantID) \
                    AND \(sql.isVisibleOffer("g")) AND \(sql.providerKey("g")) IN (\(Self.quoted(providers))))
                    """)
            }
            conditions.append(options.isEmpty ? "0" : "(\(options.joined(separator: " OR ")))")
        }
        if !filters.denominations.isEmpty {
            let kinds = Self.quoted(filters.denominations.map(\.rawValue))
            var options = ["\(sql.denominations("f")) IN (\(kinds))"]
            if sql.schema.providerColumns != nil {
                options.append(
                    """
                    EXISTS (SELECT 1 FROM gift_card_providers g WHERE g.merchantId = \(merchantID) \
                    AND \(sql.isVisibleOffer("g")) AND \(sql.providerDenominations("g")) IN (\(kinds)))
                    """)
            }
            conditions.append("(\(options.joined(separator: " OR ")))")
        }
        if let shown = sql.isShown(merchantID: merchantID, head: "f") { conditions.append(shown) }
        if let territory = filters.territory {
            conditions.append(
                """
                EXISTS (SELECT 1 FROM merchant t WHERE t.merchantId = \(merchantID) AND \(sql.isVisible("t")) \
                AND \(sql.territory("t")) = ?)
                """)
            arguments += [territory]
        }
        return (conditions, arguments)
    }

    /// Values known to the program (enum raw values), never user text, as an SQL list.
    private static func quoted(_ values: [String]) -> String {
        values.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The bounding box as a range condition the latitude and longitude indexes can use.
    static func boxCondition(_ box: BoundingBox, table: String) -> (String, StatementArguments) {
        let latitude = "\(table).latitude BETWEEN ? AND ?"
        if box.crossesAntimeridian {
            return (
                "\(latitude) AND (\(table).longitude >= ? OR \(table).longitude <= ?)",
                [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude]
            )
        }
        return (
            "\(latitude) AND \(table).longitude BETWEEN ? AND ?",
            [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude]
        )
    }
}
