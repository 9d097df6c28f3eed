import Domain
import GRDB

/// Answers one ``MerchantQuery``: chooses where the ordering happens, then pages and assembles the rows.
///
/// - Sorted by name or discount: SQL orders, counts and pages (`LIMIT`/`OFFSET`).
/// - Sorted by distance from a position: SQL finds the candidates, Swift measures and orders them.
/// - Nearby: a bounding box on the latitude/longitude indexes finds candidate rows, and ``NearbyRule`` makes
///   the exact great-circle test, keeps each merchant's nearest location and orders by true distance.
struct DirectorySearch {
    let sql: DirectorySQL
    let db: Database

    func run(_ query: MerchantQuery) throws -> Page<MerchantListing> {
        let (page, total): ([Candidate], Int)
        if query.tab == .nearby {
            guard let position = query.position else { throw DirectoryError.invalidQuery(.needsPosition) }
            (page, total) = try nearby(query, around: position)
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
        let order = (byDiscount ? "discount IS NULL, discount DESC, " : "") + "name COLLATE NOCASE, mid"
        if sql.schema.hasHeadsTable, !byDiscount, NameSearch(text: query.text).isEmpty {
            // The heads' name index gives the page in order without sorting every merchant, and a count of the
            // narrow table is cheap; a window count would sort them all.
            let page = try Row.fetchAll(
                db.cachedStatement(sql: "WITH \(cte) SELECT * FROM candidates ORDER BY \(order) LIMIT ? OFFSET ?"),
                arguments: arguments + [query.page.limit, query.page.offset])
            let total = try Int.fetchOne(
                db.cachedStatement(sql: "WITH \(cte) SELECT count(*) FROM candidates"), arguments: arguments)
            return (page.map(Candidate.init(row:)), total ?? 0)
        }
        // The window count gives the total in the same pass as the page; only a page past the end needs a count.
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql:
                    "WITH \(cte) SELECT *, count(*) OVER () AS total FROM candidates ORDER BY \(order) LIMIT ? OFFSET ?"
            ),
            arguments: arguments + [query.page.limit, query.page.offset])
        if let first = rows.first {
            return (rows.map(Candidate.init(row:)), StoredValue.int(first, "total") ?? rows.count)
        }
        let total = try Int.fetchOne(
            db.cachedStatement(sql: "WITH \(cte) SELECT count(*) FROM candidates"), arguments: arguments)
        return ([], total ?? 0)
    }

    private func byDistance(_ query: MerchantQuery, from position: Coordinate) throws -> ([Candidate], Int) {
        let (cte, arguments) = CandidateSQL(sql: sql, query: query).build()
        let candidates = try Row.fetchAll(
            db.cachedStatement(sql: "WITH \(cte) SELECT * FROM candidates"), arguments: arguments
        ).map(Candidate.init(row:))
        let coordinates = try Row.fetchAll(
            db,
            sql: """
                WITH \(cte) SELECT CAST(m.merchantId AS TEXT) AS mid, m.latitude, m.longitude FROM merchant m
                WHERE \(sql.isVisible("m")) AND m.merchantId IN (SELECT rawMid FROM candidates)
                """,
            arguments: arguments)
        var nearest: [String: Distance] = [:]
        for row in coordinates {
            guard let mid = StoredValue.string(row, "mid"),
                let coordinate = Coordinate.stored(
                    latitude: StoredValue.double(row, "latitude"), longitude: StoredValue.double(row, "longitude"))
            else { continue }
            let distance = position.distance(to: coordinate)
            if nearest[mid].map({ distance < $0 }) ?? true { nearest[mid] = distance }
        }
        let distance = { (candidate: Candidate) in candidate.type == .online ? nil : nearest[candidate.id.rawValue] }
        let sorted = candidates.sorted { lhs, rhs in
            switch (distance(lhs), distance(rhs)) {
            case (let l?, let r?) where l != r: l < r
            case (.some, nil): true
            case (nil, .some): false
            default: Candidate.nameOrder(lhs, rhs)
            }
        }
        return (Self.slice(sorted, query.page), sorted.count)
    }

    private func nearby(_ query: MerchantQuery, around position: Coordinate) throws -> ([Candidate], Int) {
        let box = BoundingBox(around: position, radius: query.radius)
        let (condition, boxArguments) = CandidateSQL.boxCondition(box, table: "b")
        // A cursor reads each row in place: the box can hold thousands of rows, and copying them is waste.
        var pairs: [(MerchantID, Location)] = []
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT b.id, CAST(b.merchantId AS TEXT) AS mid, b.latitude, b.longitude FROM merchant b
                    WHERE \(condition) AND \(sql.isVisible("b"))
                    """),
            arguments: boxArguments)
        while let row = try rows.next() {
            let coordinate = Coordinate.stored(
                latitude: StoredValue.double(row[2]), longitude: StoredValue.double(row[3]))
            pairs.append(
                (
                    MerchantID(StoredValue.string(row[1]) ?? ""),
                    Location(id: StoredValue.int64(row[0]) ?? 0, coordinate: coordinate)
                ))
        }
        // The rule first, on every row in the box; then the merchant-level filters on the merchants it kept.
        let matches = NearbyRule.matches(among: pairs, around: position, within: query.radius)
        guard !matches.isEmpty else { return ([], 0) }
        let builder = CandidateSQL(
            sql: sql, query: query, merchantIDs: matches.map(\.merchantID.rawValue),
            includeDiscount: query.sort == .discount)
        let (cte, arguments) = builder.build()
        var candidates: [MerchantID: Candidate] = [:]
        candidates.reserveCapacity(matches.count)
        let candidateRows = try Row.fetchCursor(
            db.cachedStatement(sql: "WITH \(cte) SELECT * FROM candidates"), arguments: arguments)
        while let row = try candidateRows.next() {
            let candidate = Candidate(row: row)
            candidates[candidate.id] = candidate
        }
        var matched = matches.compactMap { match in
            candidates[match.merchantID].map { candidate in
                var candidate = candidate
                candidate.nearby = match
                return candidate
            }
        }
        switch query.sort {
        case .distance: break
        case .name: matched.sort(by: Candidate.nameOrder)
        case .discount: matched.sort(by: Candidate.discountOrder)
        }
        return (Self.slice(matched, query.page), matched.count)
    }

    private static func slice(_ candidates: [Candidate], _ page: PageRequest) -> [Candidate] {
        Array(candidates.dropFirst(page.offset).prefix(page.limit))
    }
}
