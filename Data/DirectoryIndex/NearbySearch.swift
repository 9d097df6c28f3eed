import Domain
import GRDB
import SnapshotFile

/// The Nearby tab: a bounding box on the covering location index finds candidate rows, ``NearbyRule`` makes the
/// exact great-circle test, keeps each merchant's nearest location and orders by true distance; SQL then applies the
/// merchant-level filters, and the page is cut from the matches that pass.
///
/// Only what the rule needs is read from the box (row id, merchant id, coordinate), and listings are built for the
/// page alone: a 20 km box in a dense centre holds thousands of rows.
struct NearbySearch {
    let sql: IndexedSQL
    let db: Database

    func run(_ query: MerchantQuery, around position: Coordinate) throws -> ([Candidate], Int) {
        let matches = try matches(around: position, within: query.radius)
        guard !matches.isEmpty else { return ([], 0) }
        guard query.sort != .distance else { return try inMatchOrder(query, matches) }
        let found = Dictionary(
            try candidates(query, among: matches.map(\.merchantID.rawValue)).map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
        var matched = matches.compactMap { match in found[match.merchantID].map { $0.near(match) } }
        matched.sort(by: query.sort == .name ? Candidate.nameOrder : Candidate.discountOrder)
        return (Array(matched.dropFirst(query.page.offset).prefix(query.page.limit)), matched.count)
    }

    /// Every merchant whose nearest visible location lies within `radius`, nearest first (``NearbyRule``). The box
    /// rows are read in place from a cursor, by position, into the bare location the rule needs.
    func matches(around position: Coordinate, within radius: Distance) throws -> [NearbyMatch] {
        let box = BoundingBox(around: position, radius: radius)
        let text = sql.texts.text(box.crossesAntimeridian ? "nearby box across" : "nearby box") {
            let b = sql.merchant("b")
            let condition = box.sqlCondition(latitude: b[.latitude], longitude: b[.longitude]).0
            return "SELECT \(RowPlace.selection(b)) FROM \(b.declaration) WHERE \(condition) AND \(sql.isVisible(b))"
        }
        let rows = try Row.fetchCursor(db.cachedStatement(sql: text), arguments: box.sqlArguments)
        return NearbyRule.ordered(try RowPlace.nearest(rows, to: position, within: radius))
    }

    /// The page of `matches` (already in order) that pass the query's filters, and their total.
    ///
    /// The matches' ids go in as a JSON array whose index is the order, and the positions of those that pass come back
    /// with their heads' row ids: all a listing needs of a candidate.
    private func inMatchOrder(_ query: MerchantQuery, _ matches: [NearbyMatch]) throws -> ([Candidate], Int) {
        let ids = matches.map(\.merchantID.rawValue)
        // Every head the filters accept, joined to the list by the heads' unique index on the merchant id; only the
        // list positions and the heads' row ids come back (integers: no text and no sort for thousands of matches),
        // and a listing needs no more of a candidate than its id, its head and its match.
        let c = SQLTable<Candidate.Columns>(Candidate.Columns.table)
        // CROSS JOIN keeps the list outside: the planner would otherwise scan the whole list for every head.
        let (text, arguments) = CandidateSQL(sql: sql, query: query).build("nearby positions") { cte in
            """
            WITH \(cte) SELECT o.key, \(c[.headId])
            FROM json_each(?) AS o CROSS JOIN \(c.declaration) ON \(c[.mid]) = o.value
            """
        }
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: text), arguments: arguments + [JSONList.strings(ids)])
        var passing: [(position: Int, headID: Int64)] = []
        passing.reserveCapacity(matches.count)
        while let row = try rows.next() {
            passing.append((row[0], StoredValue.int64(StoredCell.value(of: row, at: 1)) ?? 0))
        }
        passing.sort { $0.position < $1.position }
        let page = passing.dropFirst(query.page.offset).prefix(query.page.limit).map { passed in
            let match = matches[passed.position]
            return Candidate(id: match.merchantID, headID: passed.headID, nearby: match)
        }
        return (page, passing.count)
    }

    /// The candidates among `merchantIDs` that pass the query's filters.
    func candidates(_ query: MerchantQuery, among merchantIDs: [String]) throws -> [Candidate] {
        guard !merchantIDs.isEmpty else { return [] }
        let (cte, arguments) = CandidateSQL(
            sql: sql, query: query, merchantIDs: merchantIDs, includeDiscount: query.sort == .discount
        ).build()
        let c = SQLTable<Candidate.Columns>(Candidate.Columns.table)
        var candidates: [Candidate] = []
        candidates.reserveCapacity(merchantIDs.count)
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "WITH \(cte) SELECT * FROM \(c.declaration)"), arguments: arguments)
        while let row = try rows.next() { candidates.append(Candidate(row: row)) }
        return candidates
    }
}
