import Domain
import GRDB

/// Answers one ``ATMQuery`` on the `atm` table.
///
/// - Text: ASCII runs become an FTS4 prefix pattern on `atm_fts` (name and manufacturer), bound as a value;
///   runs with other letters, and every run when the file has no working `atm_fts`, are checked by
///   ``Domain/SearchWords/matches(_:)`` through `explore_name_matches` (see ``NameSearch``: nothing typed is SQL).
/// - Without a position, SQL orders (`name COLLATE NOCASE, id`), pages and counts in one pass.
/// - With a position, SQL filters and Swift measures; with a radius, a ``BoundingBox`` on the latitude and
///   longitude indexes finds candidates and ``NearbyRule`` makes the exact great-circle test.
struct ATMSearch {
    let hasFullTextSearch: Bool
    /// The `atm` table's columns in this file: one it lacks reads as NULL.
    let columns: Set<String>
    let db: Database

    func run(_ query: ATMQuery) throws -> Page<ATMListing> {
        var (conditions, arguments) = filters(query)
        if let radius = query.radius {
            let position = try NearbyRule.centre(query.position, within: radius)
            guard columns.isSuperset(of: ["latitude", "longitude"]) else { return .empty(query.page) }
            let (box, boxArguments) = CandidateSQL.boxCondition(
                BoundingBox(around: position, radius: radius), table: "a")
            conditions.append(box)
            arguments += boxArguments
        }
        guard let position = query.position else {
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(selection), count(*) OVER () AS total FROM atm a
                        WHERE \(conditions.joined(separator: " AND "))
                        ORDER BY \(StoredText.sqlTrim(column("name"))) COLLATE NOCASE, a.id LIMIT ? OFFSET ?
                        """),
                arguments: arguments + [query.page.limit, query.page.offset])
            let total: Int
            if let first = rows.first {
                total = StoredValue.int(first, "total") ?? rows.count
            } else {
                total =
                    try Int.fetchOne(
                        db.cachedStatement(
                            sql: "SELECT count(*) FROM atm a WHERE \(conditions.joined(separator: " AND "))"),
                        arguments: arguments) ?? 0
            }
            let items = rows.map { ATMListing(atm: ATMRow(selected: $0).atm) }
            return Page(items: items, total: total, request: query.page)
        }
        let atms = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT \(selection) FROM atm a WHERE \(conditions.joined(separator: " AND "))"),
            arguments: arguments
        ).map { ATMRow(selected: $0).atm }
        let ordered =
            query.radius.map { Self.nearby(atms, around: position, within: $0) }
            ?? Self.byDistance(atms, from: position)
        let items = Array(ordered.dropFirst(query.page.offset).prefix(query.page.limit))
        return Page(items: items, total: ordered.count, request: query.page)
    }

    /// The `SELECT` list in the order of ``ATMRow/columns``, NULL for the columns this file lacks.
    var selection: String { ATMRow.columns.map(column).joined(separator: ", ") }

    /// `a.<name>`, or `NULL` when the file has no such column.
    func column(_ name: String) -> String {
        columns.contains(name) ? "a.\(name)" : "NULL"
    }

    /// Visibility, text, type and territory, as SQL conditions on `atm a` with their bound values.
    private func filters(_ query: ATMQuery) -> ([String], StatementArguments) {
        var conditions = ["IFNULL(\(column("active")), 1) <> 0"]
        var arguments: StatementArguments = []
        let search = NameSearch(text: query.text)
        if !search.isEmpty {
            let ascii = search.parts.filter { $0.unicodeScalars.allSatisfy(\.isASCII) }
            var checkedInSwift = search.parts.filter { !ascii.contains($0) }
            if hasFullTextSearch, let pattern = NameSearch(parts: ascii).ftsPattern {
                conditions.append("a.id IN (SELECT docid FROM atm_fts WHERE atm_fts MATCH ?)")
                arguments += [pattern]
            } else {
                checkedInSwift = search.parts
            }
            if !checkedInSwift.isEmpty {
                conditions.append(
                    "explore_name_matches(IFNULL(\(column("name")), '') || ' ' || IFNULL(\(column("manufacturer")), ''), ?)"
                )
                arguments += [checkedInSwift.joined(separator: " ")]
            }
        }
        if !query.types.isEmpty {
            let keys = query.types.compactMap { ATMRow.storedTypes[$0] }.sorted()
            conditions.append(
                "lower(\(StoredText.sqlTrim(column("type")))) IN (\(Array(repeating: "?", count: keys.count).joined(separator: ", ")))"
            )
            arguments += StatementArguments(keys)
        }
        if let territory = query.territory {
            conditions.append("\(StoredText.sqlTrim(column("territory"))) = ?")
            arguments += [territory]
        }
        return (conditions, arguments)
    }

    /// The radius rule: ``NearbyRule`` with each ATM as its own one-location "merchant"; nearest first, ties by
    /// row id.
    static func nearby(_ atms: [ATM], around position: Coordinate, within radius: Distance) -> [ATMListing] {
        let byID = Dictionary(atms.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs = atms.map { (MerchantID(String($0.id)), $0.location) }
        let listings = NearbyRule.nearest(among: pairs, to: position, within: radius).values.compactMap { match in
            byID[match.location.id].map { ATMListing(atm: $0, distance: match.distance) }
        }
        return NearestFirst.sorted(listings, distance: \.distance, tieBreak: \.id)
    }

    /// Every ATM, nearest first; those without coordinates last, by name ignoring ASCII case, then id.
    static func byDistance(_ atms: [ATM], from position: Coordinate) -> [ATMListing] {
        let listings = atms.map { atm in
            ATMListing(atm: atm, distance: atm.location.coordinate.map(position.distance(to:)))
        }
        return NearestFirst.sorted(listings, distance: \.distance, tieBreak: nameOrder)
    }

    /// SQLite's `name COLLATE NOCASE, id`: ASCII case folded, then the row id.
    static func nameOrder(_ lhs: ATMListing, _ rhs: ATMListing) -> Bool {
        let (l, r) = (NameOrder.asciiLowercased(lhs.atm.name), NameOrder.asciiLowercased(rhs.atm.name))
        return l != r ? l < r : lhs.id < rhs.id
    }
}
