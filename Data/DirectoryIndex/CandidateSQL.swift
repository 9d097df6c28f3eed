import DataLayer
import Domain
import Foundation
import GRDB

/// Builds the `candidates` CTE: one row per merchant that passes the query's text, tab and filters, with the
/// columns of ``Candidate/Columns``.
///
/// A merchant is the set of visible rows sharing a `merchantId`; its head is the lowest visible row id and
/// supplies the name, type and payment method, as the mapped ``Merchant`` has them.
///
/// Files we write carry the heads (``MerchantHeads``), so candidates come from one narrow row per merchant. In other
/// files the heads are found per query: with an index on `merchantId`, by a probe that stops at the first visible
/// row (a chain with hundreds of locations costs one lookup); without one (published files), by a single grouped
/// scan instead of one table scan per merchant.
struct CandidateSQL {
    let sql: IndexedSQL
    let query: MerchantQuery
    /// Restricts the candidates to these merchants (Nearby: those the rule matched).
    var merchantIDs: [String]?
    var includeDiscount = false

    /// `heads(mid, headId)`: each merchant's head row, found per query in files without ``MerchantHeads``.
    private enum ComputedHeads: String, StoredColumns {
        case mid, headId
        static let table = "heads"
    }

    /// `ids(mid)`: the merchants whose heads `heads` then looks up, one probe each.
    private enum MerchantIDs: String, StoredColumns {
        case mid
        static let table = "ids"
    }

    func build() -> (sql: String, arguments: StatementArguments) {
        sql.hasHeadsTable ? fromStoredHeads() : fromComputedHeads()
    }

    /// The text of `statement` around the CTE, and its arguments. Without text, filters, ids or discount, the CTE
    /// depends on the file and the tab alone and binds nothing: the text is built once, as `name` (``StatementTexts``).
    func build(_ name: String, into statement: (String) -> String) -> (sql: String, arguments: StatementArguments) {
        guard NameSearch(text: query.text).isEmpty, query.filters == .none, merchantIDs == nil, !includeDiscount else {
            let (cte, arguments) = build()
            return (statement(cte), arguments)
        }
        return (sql.texts.text("\(name), \(query.tab.rawValue)") { statement(build().sql) }, [])
    }

    /// The text condition on the row `rowID` named `name` (SQL expressions), for a file without the heads' index of
    /// folded words (``NameSearch/condition(rowID:name:fts:folded:)``); `nil` without words.
    private func textCondition(rowID: String, name: String, exact: Bool = true) -> (String, StatementArguments)? {
        let search = NameSearch(text: query.text)
        guard !search.isEmpty else { return nil }
        return search.condition(
            rowID: rowID, name: name, fts: sql.schema.hasFullTextSearch ? DirectorySchema.merchantFTS : nil,
            folded: FoldedNameIndex.table, exact: exact)
    }

    /// Candidates from ``MerchantHeads``: one narrow row per merchant, the wide head row read only when a filter or
    /// the discount needs it.
    private func fromStoredHeads() -> (sql: String, arguments: StatementArguments) {
        let (h, f) = (HeadsTable("h"), sql.merchant("f"))
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let pattern = NameSearch(text: query.text).pattern {
            // The heads' own index of folded words answers the rule itself (``MerchantHeads``).
            let words = MerchantHeads.wordsTable
            conditions.append("\(h[.headId]) IN (SELECT docid FROM \(words) WHERE \(words) MATCH ?)")
            arguments += [pattern]
        }
        if let merchantIDs {
            conditions.append("\(h[.merchantId]) IN (SELECT value FROM json_each(?))")
            arguments += [JSONList.strings(merchantIDs)]
        }
        let (filterConditions, filterArguments) = filters(merchantID: h[.merchantId], type: h[.type], head: f)
        conditions += filterConditions
        arguments += filterArguments
        let needsHeadRow =
            includeDiscount || !query.filters.paymentOptions.isEmpty || !query.filters.denominations.isEmpty
            || sql.hidesMerchants
        let columns = Candidate.Columns.selection { column in
            switch column {
            case .mid, .rawMid: h[.merchantId]
            case .headId: h[.headId]
            case .name: h[.name]
            case .nameKey: h[.nameKey]
            case .type: h[.type]
            case .discount: includeDiscount ? sql.bestDiscount(merchantID: h[.merchantId], head: f) : "NULL"
            }
        }
        let text = """
            \(Candidate.Columns.table) AS (
              SELECT \(columns)
              FROM \(h.declaration)\(needsHeadRow ? " JOIN \(f.declaration) ON \(f[.id]) = \(h[.headId])" : "")
              WHERE \(conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")))
            """
        return (text, arguments)
    }

    /// Candidates from the `merchant` rows alone (files from elsewhere): the heads are found per query.
    private func fromComputedHeads() -> (sql: String, arguments: StatementArguments) {
        let (m, h, f) = (sql.merchant("m"), SQLTable<ComputedHeads>("h"), sql.merchant("f"))
        var idArguments = StatementArguments()
        var headArguments = StatementArguments()
        var idConditions: [String] = []
        var headConditions: [String] = []
        if let (condition, arguments) = textCondition(rowID: f[.id], name: f[.name]) {
            headConditions.append(condition)
            headArguments += arguments
            // The merchants of the rows that match narrow the heads to find, when an index answers.
            if sql.schema.hasFullTextSearch,
                let (rows, rowArguments) = textCondition(rowID: m[.id], name: m[.name], exact: false)
            {
                idConditions.append(rows)
                idArguments += rowArguments
            }
        }
        if let merchantIDs {
            // The list is the whole source of candidates (the head conditions still check the text).
            idConditions = ["\(m[.merchantId]) IN (SELECT value FROM json_each(?))"]
            idArguments = [JSONList.strings(merchantIDs)]
        }
        let (filterConditions, filterArguments) = filters(merchantID: h[.mid], type: sql.merchantType(f), head: f)
        headConditions += filterConditions
        headArguments += filterArguments
        let columns = Candidate.Columns.selection { column in
            switch column {
            case .mid: "CAST(\(h[.mid]) AS TEXT)"
            case .rawMid: h[.mid]
            case .headId: h[.headId]
            case .name: sql.trimmedName(f)
            case .nameKey: FoldedNameIndex.orderKey(rowID: f[.id], raw: "IFNULL(\(f[.name]), '')")
            case .type: sql.merchantType(f)
            case .discount: includeDiscount ? sql.bestDiscount(merchantID: h[.mid], head: f) : "NULL"
            }
        }
        let text = """
            \(heads(m, idConditions)),
            \(Candidate.Columns.table) AS (
              SELECT \(columns)
              FROM \(h.declaration) JOIN \(f.declaration) ON \(f[.id]) = \(h[.headId])
              WHERE \(headConditions.isEmpty ? "1" : headConditions.joined(separator: " AND ")))
            """
        return (text, idArguments + headArguments)
    }

    /// `heads(mid, headId)` for the merchants having a row `m` that meets `conditions` (all merchants when none).
    private func heads(_ m: MerchantTable, _ conditions: [String]) -> String {
        let rows = (["\(m[.merchantId]) IS NOT NULL"] + conditions).joined(separator: " AND ")
        guard sql.schema.hasMerchantIDIndex else {
            let restriction =
                conditions.isEmpty
                ? "" : " AND \(m[.merchantId]) IN (SELECT \(m[.merchantId]) FROM \(m.declaration) WHERE \(rows))"
            let heads = ComputedHeads.selection { $0 == .mid ? m[.merchantId] : "min(\(m[.id]))" }
            return """
                \(ComputedHeads.table) AS (SELECT \(heads) FROM \(m.declaration)
                  WHERE \(sql.isVisible(m))\(restriction) GROUP BY \(m[.merchantId]))
                """
        }
        // A list of ids is read as it is: a planner that cannot size json_each would rather scan the index.
        let (ids, p) = (SQLTable<MerchantIDs>("i"), sql.merchant("p"))
        let source =
            merchantIDs != nil
            ? "SELECT \(MerchantIDs.selection { _ in "value" }) FROM json_each(?)"
            : "SELECT DISTINCT \(MerchantIDs.selection { _ in m[.merchantId] }) FROM \(m.declaration) WHERE \(rows)"
        let heads = ComputedHeads.selection { column in
            switch column {
            case .mid: ids[.mid]
            case .headId:
                """
                (SELECT \(p[.id]) FROM \(p.declaration) WHERE \(p[.merchantId]) = \(ids[.mid]) AND \(sql.isVisible(p))
                  ORDER BY \(p[.id]) LIMIT 1)
                """
            }
        }
        return """
            \(MerchantIDs.table) AS (\(source)),
            \(ComputedHeads.table) AS (SELECT \(heads) FROM \(ids.declaration))
            """
    }

    /// The tab and filters, as conditions on the merchant id `merchantID`, the head's normalised `type` (SQL
    /// expressions) and the head row `f`.
    private func filters(merchantID: String, type: String, head f: MerchantTable) -> ([String], StatementArguments) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        let filters = query.filters
        var types = filters.types.isEmpty ? Set(MerchantType.allCases) : filters.types
        if query.tab == .online { types.formIntersection(MerchantType.allCases.filter(\.sellsOnline)) }
        if query.tab == .nearby { types.formIntersection(MerchantType.allCases.filter(\.hasShops)) }
        if types.count < MerchantType.allCases.count {
            conditions.append("\(type) IN (\(Self.quoted(types.map(\.rawValue))))")
        }
        let g = sql.providers("g")
        let hasOffer = { (condition: String) in
            """
            EXISTS (SELECT 1 FROM \(g.declaration) WHERE \(g[.merchantId]) = \(merchantID) \
            AND \(sql.isVisibleOffer(g)) AND \(condition))
            """
        }
        if !filters.paymentOptions.isEmpty {
            var options: [String] = []
            if filters.paymentOptions.contains(.dash) { options.append(sql.isDash(f)) }
            let providers = filters.paymentOptions.compactMap(\.provider).map { $0.rawValue.lowercased() }
            if !providers.isEmpty, sql.schema.providerColumns != nil {
                options.append(hasOffer("\(sql.providerKey(g)) IN (\(Self.quoted(providers)))"))
            }
            conditions.append(options.isEmpty ? "0" : "(\(options.joined(separator: " OR ")))")
        }
        if !filters.denominations.isEmpty {
            let kinds = Self.quoted(filters.denominations.map(\.rawValue))
            var options = ["\(sql.denominations(f)) IN (\(kinds))"]
            if sql.schema.providerColumns != nil {
                options.append(hasOffer("\(sql.providerDenominations(g)) IN (\(kinds))"))
            }
            conditions.append("(\(options.joined(separator: " OR ")))")
        }
        if let shown = sql.isShown(merchantID: merchantID, head: f) { conditions.append(shown) }
        if let territory = filters.territory {
            let t = sql.merchant("t")
            conditions.append(
                """
                EXISTS (SELECT 1 FROM \(t.declaration) WHERE \(t[.merchantId]) = \(merchantID) AND \(sql.isVisible(t)) \
                AND \(sql.territory(t)) = ?)
                """)
            arguments += [territory]
        }
        return (conditions, arguments)
    }

    /// Values known to the program (enum raw values), never user text, as an SQL list.
    private static func quoted(_ values: [String]) -> String {
        values.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
}
