import Domain
import Foundation
import GRDB
import SnapshotFile

/// Builds the `candidates` CTE: one row per merchant that passes the query's text, tab and filters, with the
/// columns of ``Candidate/Columns``.
///
/// A merchant is the set of visible rows sharing a `merchantId`; its head is the lowest visible row id and
/// supplies the name, type and payment method, as the mapped ``Merchant`` has them.
///
/// The heads are stored (``MerchantHeads``), so candidates come from one narrow row per merchant.
struct CandidateSQL {
    let sql: IndexedSQL
    let query: MerchantQuery
    /// Restricts the candidates to these merchants (Nearby: those the rule matched).
    var merchantIDs: [String]?
    var includeDiscount = false

    /// The text of `statement` around the CTE, and its arguments. Without text, filters, ids or discount, the CTE
    /// depends on the file and the tab alone and binds nothing: the text is built once, as `name` (``StatementTexts``).
    func build(_ name: String, into statement: (String) -> String) -> (sql: String, arguments: StatementArguments) {
        guard NameSearch(text: query.text).isEmpty, query.filters == .none, merchantIDs == nil, !includeDiscount else {
            let (cte, arguments) = build()
            return (statement(cte), arguments)
        }
        return (sql.texts.text("\(name), \(query.tab.rawValue)") { statement(build().sql) }, [])
    }

    /// The CTE and its arguments: one narrow row of ``MerchantHeads`` per merchant, the wide head row read only when a
    /// filter or the discount needs it.
    func build() -> (sql: String, arguments: StatementArguments) {
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
        // With the summary's facts in the heads' rows, a discount, the payment filter and the territory filter are
        // read from them and the summary's narrow tables, not from each merchant's wide head row and offers.
        let facts = sql.hasSummaryTables ? SQLTable<SummaryTables.Facts>(h.alias) : nil
        let (filterConditions, filterArguments) = filters(
            merchantID: h[.merchantId], type: h[.type], head: f, facts: facts)
        conditions += filterConditions
        arguments += filterArguments
        let discountFromFacts = includeDiscount && facts != nil
        let needsHeadRow =
            (includeDiscount && !discountFromFacts) || (!query.filters.paymentOptions.isEmpty && facts == nil)
            || !query.filters.denominations.isEmpty || sql.hidesMerchants
        let columns = Candidate.Columns.selection { column in
            switch column {
            case .mid, .rawMid: h[.merchantId]
            case .headId: h[.headId]
            case .name: h[.name]
            case .nameKey: h[.nameKey]
            case .type: h[.type]
            case .discount:
                discountFromFacts
                    ? SummaryTableQueries.bestDiscount(sql: sql, heads: h.alias)
                    : includeDiscount ? sql.bestDiscount(merchantID: h[.merchantId], head: f) : "NULL"
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

    /// The tab and filters, as conditions on the merchant id `merchantID`, the head's normalised `type` (SQL
    /// expressions) and the head row `f`, or the heads' `facts` when the summary tables are trusted.
    private func filters(
        merchantID: String, type: String, head f: MerchantTable, facts: SQLTable<SummaryTables.Facts>?
    ) -> ([String], StatementArguments) {
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
            if filters.paymentOptions.contains(.dash) { options.append(facts.map { $0[.isDash] } ?? sql.isDash(f)) }
            let providers = filters.paymentOptions.compactMap(\.provider).map { $0.rawValue.lowercased() }
            if !providers.isEmpty, sql.schema.providerColumns != nil {
                if let facts {
                    // An offer that counts in this build: a live row (a best discount) of a provider it shows.
                    let o = SQLTable<SummaryTables.Offers>("o")
                    let shown = GiftCardProvider.enabled.map { $0.rawValue.lowercased() }.filter(providers.contains)
                    options.append(
                        """
                        EXISTS (SELECT 1 FROM \(o.declaration) WHERE \(o[.headId]) = \(facts[.headId]) \
                        AND \(o[.provider]) IN (\(shown.isEmpty ? "NULL" : Self.quoted(shown))) \
                        AND \(o[.bestDiscount]) IS NOT NULL)
                        """)
                } else {
                    options.append(hasOffer("\(sql.providerKey(g)) IN (\(Self.quoted(providers)))"))
                }
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
        if let territory = filters.territory, let facts {
            let t = SQLTable<SummaryTables.Territories>("t")
            conditions.append(
                "\(facts[.headId]) IN (SELECT \(t[.headId]) FROM \(t.declaration) WHERE \(t[.territory]) = ?)")
            arguments += [territory]
        } else if let territory = filters.territory {
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
