import Domain
import GRDB
import SnapshotFile

/// Answers one ``MerchantQuery``: chooses where the ordering happens, then pages and assembles the rows.
///
/// - Sorted by name or discount: SQL orders, counts and pages (`LIMIT`/`OFFSET`).
/// - Sorted by distance from a position: SQL finds the candidates, Swift measures and orders them.
/// - Nearby: ``NearbySearch``.
struct DirectorySearch {
    let sql: IndexedSQL
    let db: Database
    /// The opened file's counts of the lists without text or filters.
    let totals: FixedTotals

    func run(_ query: MerchantQuery) throws -> Page<MerchantListing> {
        let (page, total): ([Candidate], Int)
        if query.tab == .nearby {
            (page, total) = try NearbySearch(sql: sql, db: db).run(
                query, around: NearbyRule.centre(query.position, within: query.radius))
        } else if query.sort == .distance, let position = query.position {
            (page, total) = try byDistance(query, from: position)
        } else {
            (page, total) = try inSQL(query)
        }
        let items = try ListingAssembler(sql: sql, db: db).listings(
            for: page, position: query.position, territory: query.filters.territory)
        return Page(items: items, total: total, request: query.page)
    }

    private func inSQL(_ query: MerchantQuery) throws -> ([Candidate], Int) {
        let byDiscount = query.sort == .discount
        let (cte, arguments) = CandidateSQL(sql: sql, query: query, includeDiscount: byDiscount).build()
        let c = SQLTable<Candidate.Columns>(Candidate.Columns.table)
        let order =
            (byDiscount ? "\(c[.discount]) IS NULL, \(c[.discount]) DESC, " : "")
            + "\(c[.nameKey]), \(c[.mid])"
        let count = "WITH \(cte) SELECT count(*) FROM \(Candidate.Columns.table)"
        let page = {
            try Row.fetchAll(
                db.cachedStatement(
                    sql: "WITH \(cte) SELECT * FROM \(Candidate.Columns.table) ORDER BY \(order) LIMIT ? OFFSET ?"),
                arguments: arguments + [query.page.limit, query.page.offset]
            ).map(Candidate.init(row:))
        }
        let textless = NameSearch(text: query.text).isEmpty
        if textless, query.filters == .none {
            // The count depends on the file and the tab alone: known after the first time, it leaves a page whose
            // sort keeps only the rows it shows.
            return (try page(), try total(query))
        }
        if !byDiscount, textless {
            // The heads' name index gives the page in order without sorting every merchant, and a count of the
            // narrow table is cheap; a window count would sort them all.
            let total = try Int.fetchOne(db.cachedStatement(sql: count), arguments: arguments)
            return (try page(), total ?? 0)
        }
        // The window count gives the total in the same pass as the page; only a page past the end needs a count.
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    WITH \(cte) SELECT *, \(WindowTotal.selection) FROM \(Candidate.Columns.table)
                    ORDER BY \(order) LIMIT ? OFFSET ?
                    """),
            arguments: arguments + [query.page.limit, query.page.offset])
        if let first = rows.first {
            let total = WindowTotal.read(first)
            return (rows.map(Candidate.init(row:)), total ?? rows.count)
        }
        let total = try Int.fetchOne(db.cachedStatement(sql: count), arguments: arguments)
        return ([], total ?? 0)
    }

    /// Each merchant's nearest visible row of `m` meeting `condition` (after the common table expressions `cte`) to
    /// `position`, read from a cursor a batch at a time (``RowPlace/nearest(_:to:within:)``): there can be millions.
    private func nearestRows(
        _ m: MerchantTable, where condition: String, arguments: StatementArguments, with cte: String? = nil,
        to position: Coordinate
    ) throws -> [MerchantID: NearbyMatch] {
        let text = "SELECT \(RowPlace.selection(m)) FROM \(m.declaration) WHERE \(condition) AND \(sql.isVisible(m))"
        // The box query is one text whatever the box; a text after a query's own CTEs is used once.
        let statement =
            try cte.map { try db.makeStatement(sql: "WITH \($0) \(text)") } ?? db.cachedStatement(sql: text)
        return try RowPlace.nearest(Row.fetchCursor(statement, arguments: arguments), to: position)
    }

    private func byDistance(_ query: MerchantQuery, from position: Coordinate) throws -> ([Candidate], Int) {
        if let page = try ByDistanceWithin(search: self).page(query, from: position) { return page }
        let (cte, arguments) = CandidateSQL(sql: sql, query: query).build()
        let candidates = try Row.fetchAll(
            db.cachedStatement(sql: "WITH \(cte) SELECT * FROM \(Candidate.Columns.table)"), arguments: arguments
        ).map(Candidate.init(row:))
        let m = sql.merchant("m")
        let c = SQLTable<Candidate.Columns>(Candidate.Columns.table)
        var condition = "\(m[.merchantId]) IN (SELECT \(c[.rawMid]) FROM \(c.declaration))"
        var rowArguments = arguments
        if let territory = query.filters.territory {
            // A row shows, and is measured from, the merchant's nearest location in the territory (it has one there).
            condition += " AND \(sql.territory(m)) = ?"
            rowArguments += [territory]
        }
        let nearest = try nearestRows(m, where: condition, arguments: rowArguments, with: cte, to: position)
        // Online merchants show no distance, wherever their rows say they are.
        let distances = candidates.map { $0.type == .online ? nil : nearest[$0.id]?.distance }
        let sorted = zip(candidates, distances).sorted { lhs, rhs in
            NearestFirst.precedes(lhs.1, rhs.1, tieBreak: Candidate.nameOrder(lhs.0, rhs.0))
        }.map(\.0)
        return (Self.slice(sorted, query.page), sorted.count)
    }

    /// How many merchants pass `query` (its sort and page aside); without text or filters, counted once per file.
    func total(_ query: MerchantQuery) throws -> Int {
        let (cte, arguments) = CandidateSQL(sql: sql, query: query).build()
        let count = {
            try Int.fetchOne(
                self.db.cachedStatement(sql: "WITH \(cte) SELECT count(*) FROM \(Candidate.Columns.table)"),
                arguments: arguments) ?? 0
        }
        guard NameSearch(text: query.text).isEmpty, query.filters == .none else { return try count() }
        return try totals.total(of: query.tab, count: count)
    }

    static func slice(_ candidates: [Candidate], _ page: PageRequest) -> [Candidate] {
        Array(candidates.dropFirst(page.offset).prefix(page.limit))
    }
}
