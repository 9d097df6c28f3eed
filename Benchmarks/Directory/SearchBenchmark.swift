import DataLayer
import DirectoryIndex
import Domain
import Foundation
import GRDB

/// Name search through `IndexedDirectory` (or, with `--adapter reference`, the reference `SQLiteDirectory`), next to
/// the floor: equivalent SQL through bare prepared statements (FTS match, grouping by merchant, head row, best discount,
/// name order, a page of 100 and the total).
struct SearchBenchmark {
    let path: String
    let repeats: Int
    /// The directory measured: the composition root's choice for a file we wrote, or the reference reader.
    let directory: any MerchantDirectory
    /// Runs only the cases whose label starts with this.
    var only: String?

    static let floorSQL = """
        WITH hits AS (SELECT docid FROM merchant_fts WHERE merchant_fts MATCH ?),
        heads AS (
          SELECT merchantId AS mid, min(id) AS headId, count(*) AS n FROM merchant
          WHERE merchantId IN (SELECT merchantId FROM merchant WHERE id IN hits)
            AND active <> 0 AND redeemType IS NOT 'url'
          GROUP BY merchantId)
        SELECT h.mid, h.n, f.name, f.type, f.paymentMethod, f.latitude, f.longitude, f.territory,
          (SELECT max(savingsPercentage) FROM gift_card_providers g WHERE g.merchantId = h.mid AND g.active <> 0)
        FROM heads h JOIN merchant f ON f.id = h.headId WHERE f.id IN hits
        ORDER BY f.name COLLATE NOCASE, h.mid LIMIT 100
        """

    static let floorCountSQL = """
        WITH hits AS (SELECT docid FROM merchant_fts WHERE merchant_fts MATCH ?)
        SELECT count(DISTINCT merchantId) FROM merchant WHERE id IN hits AND active <> 0 AND redeemType IS NOT 'url'
        """

    /// The home list (no text): the first page of every merchant by name, and the total.
    static let floorAllSQL = """
        WITH heads AS (
          SELECT merchantId AS mid, min(id) AS headId, count(*) AS n FROM merchant
          WHERE active <> 0 AND redeemType IS NOT 'url' GROUP BY merchantId)
        SELECT h.mid, h.n, f.name, f.type, f.paymentMethod, f.latitude, f.longitude, f.territory,
          (SELECT max(savingsPercentage) FROM gift_card_providers g WHERE g.merchantId = h.mid AND g.active <> 0)
        FROM heads h JOIN merchant f ON f.id = h.headId
        ORDER BY f.name COLLATE NOCASE, h.mid LIMIT 100
        """

    static let floorAllCountSQL = """
        SELECT count(DISTINCT merchantId) FROM merchant WHERE active <> 0 AND redeemType IS NOT 'url'
        """

    /// The same answers from `explore_merchant_heads` and its FTS table of folded words (files we write): the floor a
    /// reader of those tables gets.
    static let headsFloorSQL = """
        WITH hits AS (SELECT docid FROM explore_head_words WHERE explore_head_words MATCH ?)
        SELECT h.merchantId, h.name, h.type, f.paymentMethod, f.latitude, f.longitude, f.territory,
          h.locationCount,
          (SELECT max(savingsPercentage) FROM gift_card_providers g WHERE g.merchantId = h.merchantId AND g.active <> 0)
        FROM explore_merchant_heads h JOIN merchant f ON f.id = h.headId WHERE h.headId IN hits
        ORDER BY h.nameKey, h.merchantId LIMIT 100
        """

    static let headsFloorCountSQL = """
        SELECT count(*) FROM explore_merchant_heads WHERE headId IN
          (SELECT docid FROM explore_head_words WHERE explore_head_words MATCH ?)
        """

    static let headsFloorAllSQL = """
        SELECT h.merchantId, h.name, h.type, f.paymentMethod, f.latitude, f.longitude, f.territory,
          h.locationCount,
          (SELECT max(savingsPercentage) FROM gift_card_providers g WHERE g.merchantId = h.merchantId AND g.active <> 0)
        FROM explore_merchant_heads h JOIN merchant f ON f.id = h.headId
        ORDER BY h.nameKey, h.merchantId LIMIT 100
        """

    static let headsFloorAllCountSQL = "SELECT count(*) FROM explore_merchant_heads"

    /// The query mix: selective words, 2–4-letter prefixes, two words, no match; and the broad word apart.
    func mix(_ queue: DatabaseQueue) throws -> [(String, [String])] {
        // Every 211th row of a large file (the tables below were measured so), more of a small one.
        let names = try queue.read { db in
            let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant") ?? 0
            return try String.fetchAll(
                db, sql: "SELECT name FROM merchant WHERE id % ? = 0 AND length(name) < 60 LIMIT 400",
                arguments: [min(211, max(1, rows / 400))])
        }
        let words = names.flatMap { $0.split(separator: " ").map(String.init) }
            .filter { $0.count >= 5 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
        var random = SystemSeeded(seed: 7)
        var selective: [String] = []
        var prefixes: [String] = []
        var pairs: [String] = []
        for _ in 0..<20 {
            selective.append(random.pick(words))
            let length: Int = 2 + random.next() % 3
            prefixes.append(String(random.pick(words).prefix(length)).lowercased())
            pairs.append(random.pick(words) + " " + random.pick(words).prefix(3))
        }
        return [
            ("selective word", selective), ("2–4-letter prefix", prefixes), ("two words", pairs),
            ("no match", ["zzqxv", "qqqq", "xylophonist", "kkkkz"]), ("broad word (~10 %)", ["market"]),
            ("accents typed plainly", ["cafe", "creme", "zurich", "sao", "strasse", "nandu"]),
            ("home list (no text)", [""]),
        ]
    }

    func run() async throws {
        var configuration = Configuration()
        configuration.readonly = true
        // The repository's own settings, and the same hop to GRDB's queue: only our SQL and mapping differ.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -8192; PRAGMA mmap_size = 0") }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        // As the reader decides: the table, with every column this build stores (older files lack `locationCount`).
        let hasHeads = try await queue.read { db in
            try db.tableExists("explore_merchant_heads") && db.tableExists("explore_head_words")
                && db.columns(in: "explore_merchant_heads").contains { $0.name == "nameKey" }
        }
        let (pageSQL, countSQL, allSQL, allCountSQL) =
            hasHeads
            ? (Self.headsFloorSQL, Self.headsFloorCountSQL, Self.headsFloorAllSQL, Self.headsFloorAllCountSQL)
            : (Self.floorSQL, Self.floorCountSQL, Self.floorAllSQL, Self.floorAllCountSQL)
        print(
            "search on \(path) through \(type(of: directory)) "
                + "(floor over \(hasHeads ? "explore_merchant_heads" : "merchant rows"))")
        var allRepository = Timing()
        var allFloor = Timing()
        for (label, texts) in try mix(queue) where only.map({ label.hasPrefix($0) }) ?? true {
            var repository = Timing()
            var floor = Timing()
            var totals: [Int] = []
            for _ in 0..<repeats {
                for text in texts {
                    let query = MerchantQuery(text: text)
                    let page = try await repository.measureAsync { try await directory.search(query) }
                    totals.append(page.total)
                    let pattern = FTS3Pattern(matchingAllPrefixesIn: text)
                    try await floor.measureAsync {
                        try await queue.read { db in
                            if let pattern {
                                _ = try Row.fetchAll(db.cachedStatement(sql: pageSQL), arguments: [pattern])
                                _ = try Int.fetchOne(db.cachedStatement(sql: countSQL), arguments: [pattern])
                            } else {
                                _ = try Row.fetchAll(db.cachedStatement(sql: allSQL))
                                _ = try Int.fetchOne(db.cachedStatement(sql: allCountSQL))
                            }
                        }
                    }
                }
            }
            if !label.hasPrefix("broad"), !label.hasPrefix("home"), !label.hasPrefix("accents") {
                allRepository.samples += repository.samples
                allFloor.samples += floor.samples
            }
            let median = totals.sorted()[totals.count / 2]
            print("  \(label) (median \(median) merchants)")
            print("    repository \(repository.summary)")
            print(
                "    floor      \(floor.summary)   ratio p50 \(String(format: "%.2f", repository.percentile(0.5) / floor.percentile(0.5)))"
            )
        }
        guard !allRepository.samples.isEmpty else { return }
        print("  mix without the broad word")
        print("    repository \(allRepository.summary)")
        print(
            "    floor      \(allFloor.summary)   ratio p50 \(String(format: "%.2f", allRepository.percentile(0.5) / allFloor.percentile(0.5)))"
        )
    }
}

/// SplitMix64 for picking benchmark inputs reproducibly.
struct SystemSeeded {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) >> 1)
    }
    mutating func pick<T>(_ values: [T]) -> T { values[next() % values.count] }
}
