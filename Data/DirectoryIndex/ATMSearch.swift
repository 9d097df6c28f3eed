import Domain
import GRDB
import SnapshotFile

/// Answers one ``ATMQuery`` on the `atm` table.
///
/// - Text: the folded words (``NameSearch``: nothing typed is SQL) as an FTS4 prefix pattern on `atm_fts` (name and
///   manufacturer) for ATMs whose name and manufacturer are plain ASCII; the others, and every ATM when the file has
///   no working `atm_fts`, are checked by ``Domain/SearchWords/matches(_:)`` through `explore_name_matches`: a
///   directory holds a few thousand ATMs.
/// - Without a position, SQL orders (the folded name, then the id), pages and counts in one pass.
/// - With a position, SQL filters and Swift measures; with a radius, a ``BoundingBox`` on the latitude and
///   longitude indexes finds candidates and ``NearbyRule`` makes the exact great-circle test.
struct ATMSearch {
    let hasFullTextSearch: Bool
    /// The `atm` table's columns in this file: one it lacks reads as NULL.
    let columns: Set<String>
    let db: Database

    /// The FTS4 index of ATM names and manufacturers (external content: its `docid` is the `atm` row's `id`).
    static let fts = "atm_fts"

    /// The `atm` table as these queries name it.
    private var a: SQLTable<ATMRow.Columns> { SQLTable("a", present: columns) }

    /// Every column a record reads, its text cut as a merchant's is (``SnapshotFile/ATMRow/Columns/bounded(_:)``): the
    /// list's rows are sorted, and SQLite holds each row it sorts whole.
    private var selection: String {
        let a = self.a
        return ATMRow.Columns.selection { $0.bounded(a[$0]) }
    }

    func run(_ query: ATMQuery) throws -> Page<ATMListing> {
        let a = self.a
        var (conditions, arguments) = filters(query)
        if let radius = query.radius {
            let position = try NearbyRule.centre(query.position, within: radius)
            let coordinates: [ATMRow.Columns] = [.latitude, .longitude]
            guard columns.isSuperset(of: coordinates.map(\.name)) else { return .empty(query.page) }
            let (box, boxArguments) = BoundingBox(around: position, radius: radius)
                .sqlCondition(latitude: a[.latitude], longitude: a[.longitude])
            conditions.append(box)
            arguments += boxArguments
        }
        let matching = "FROM \(a.declaration) WHERE \(conditions.joined(separator: " AND "))"
        guard let position = query.position else {
            // A cursor, not an array of rows: a catalog asks for every ATM, and the rows would sit beside the ATMs.
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT \(selection), \(WindowTotal.selection) \(matching)
                        ORDER BY \(FoldedNames.orderKey(a[.name])), \(a[.id]) LIMIT ? OFFSET ?
                        """),
                arguments: arguments + [query.page.limit, query.page.offset])
            var items: [ATMListing] = []
            var windowTotal: Int?
            while let row = try rows.next() {
                if items.isEmpty { windowTotal = WindowTotal.read(row) }
                items.append(ATMListing(atm: try ATMRow(row: row).atm))
            }
            let total: Int
            if !items.isEmpty {
                total = windowTotal ?? items.count
            } else {
                let count = try db.cachedStatement(sql: "SELECT count(*) \(matching)")
                total = try Int.fetchOne(count, arguments: arguments) ?? 0
            }
            return Page(items: items, total: total, request: query.page)
        }
        let atms = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(selection) \(matching)"), arguments: arguments
        ).map { try ATMRow(row: $0).atm }
        let ordered =
            query.radius.map { ATMListing.nearby(atms, around: position, within: $0) }
            ?? ATMListing.byDistance(atms, from: position)
        let items = Array(ordered.dropFirst(query.page.offset).prefix(query.page.limit))
        return Page(items: items, total: ordered.count, request: query.page)
    }

    /// The ATM with this row id, whatever its `active` flag; `nil` when there is none.
    func atm(id: Int64) throws -> ATM? {
        let a = self.a
        return try Row.fetchOne(
            db.cachedStatement(sql: "SELECT \(selection) FROM \(a.declaration) WHERE \(a[.id]) = ?"),
            arguments: [id]
        ).map { try ATMRow(row: $0).atm }
    }

    /// The territories the visible ATMs name, each once.
    func territories() throws -> [String] {
        let a = self.a
        let territory = StoredText.sqlTrim(a[.territory])
        return try String.fetchAll(
            db,
            sql: """
                SELECT DISTINCT \(territory) FROM \(a.declaration)
                WHERE IFNULL(\(a[.active]), 1) <> 0 AND \(territory) <> ''
                """
        ).map(StoredText.bounded)
    }

    /// Visibility, text, action and territory, as SQL conditions on `atm a` with their bound values.
    private func filters(_ query: ATMQuery) -> ([String], StatementArguments) {
        let a = self.a
        var conditions = ["IFNULL(\(a[.active]), 1) <> 0"]
        var arguments: StatementArguments = []
        let search = NameSearch(text: query.text)
        if !search.isEmpty {
            // Cut in SQL first, as a record's text is: a name of 20 MB is never copied into Swift to be matched.
            let (name, manufacturer) = (StoredText.sqlBounded(a[.name]), StoredText.sqlBounded(a[.manufacturer]))
            let text = "IFNULL(\(name), '') || ' ' || IFNULL(\(manufacturer), '')"
            let inSwift = "explore_name_matches(\(text), ?)"
            if hasFullTextSearch, search.isASCII, let pattern = search.pattern {
                let hits = "\(a[.id]) IN (SELECT docid FROM \(Self.fts) WHERE \(Self.fts) MATCH ?)"
                let ascii = FoldedNames.isASCII(text)
                conditions.append("((\(hits) AND \(ascii)) OR (NOT \(ascii) AND \(inSwift)))")
                arguments += [pattern, search.argument]
            } else {
                conditions.append(inSwift)
                arguments += [search.argument]
            }
        }
        if let action = query.action {
            let (condition, keys) = Self.typeCondition(action, type: a[.type])
            conditions.append(condition)
            arguments += StatementArguments(keys)
        }
        if let territory = query.territory {
            conditions.append("\(StoredText.sqlTrim(a[.territory])) = ?")
            arguments += [territory]
        }
        return (conditions, arguments)
    }

    /// The Domain's rule ``ATMAction/admits(_:)`` on the stored type, with its bound keys: the admitted spellings,
    /// or, when untyped ATMs are admitted, every value but the spellings of the types not admitted (a NULL, a blank
    /// and an unknown word are all "no known type", as ``ATMRow/atmType(_:)`` reads them).
    static func typeCondition(_ action: ATMAction, type: String) -> (String, [String]) {
        let stored = "IFNULL(lower(\(StoredText.sqlTrim(type))), '')"
        let listed =
            action.admitsUntyped ? Set(ATMType.allCases).subtracting(action.admittedTypes) : action.admittedTypes
        let keys = listed.compactMap { ATMRow.storedTypes[$0] }.sorted()
        let placeholders = Array(repeating: "?", count: keys.count).joined(separator: ", ")
        return ("\(stored) \(action.admitsUntyped ? "NOT IN" : "IN") (\(placeholders))", keys)
    }
}
