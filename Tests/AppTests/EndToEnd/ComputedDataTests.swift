import Foundation
import Testing

/// Directory files that compute values of their own (made here from a generated file with the `sqlite3` tool) are
/// refused with one line by every command that would read them, before any of it is read: `--db` (a search, the ATMs,
/// a catalog), `import`, `manifest` and `sync` (URLSnapshotPublisherTests).
@Suite struct ComputedDataTests {
    /// A kilobyte-sized file whose every `merchant.name` would read as 100 MB of text.
    static let generatedName = """
        ALTER TABLE merchant RENAME COLUMN name TO name0;
        ALTER TABLE merchant ADD COLUMN name TEXT GENERATED ALWAYS AS (name0 || printf('%.*c', 100000000, 'x')) VIRTUAL;
        """

    /// A trigger that would make each row a sync writes into `explore_metadata` (when it adds its tables) join the
    /// merchants four ways.
    static let busyTrigger = """
        CREATE TRIGGER busy AFTER INSERT ON explore_metadata BEGIN
          SELECT count(*) FROM merchant a, merchant b, merchant c, merchant d;
        END;
        """

    static let cases: [(sql: String, what: String)] = [
        (generatedName, "the generated column merchant.name"),
        ("DROP TABLE atm; CREATE VIEW atm AS SELECT * FROM merchant;", "the view atm"),
        ("DROP TABLE atm; CREATE VIRTUAL TABLE atm USING fts5(name);", "the virtual table atm"),
        (busyTrigger, "the trigger busy on explore_metadata"),
        (
            "CREATE TRIGGER forget BEFORE DELETE ON gift_card_providers BEGIN SELECT 1; END;",
            "the trigger forget on gift_card_providers"
        ),
        (
            "DROP TABLE explore_merchant_heads; CREATE VIEW explore_merchant_heads AS SELECT * FROM merchant;",
            "the view explore_merchant_heads"
        ),
        (
            """
            ALTER TABLE atm RENAME COLUMN name TO name0;
            ALTER TABLE atm ADD COLUMN name TEXT GENERATED ALWAYS AS (name0 || printf('%.*c', 100000000, 'x')) VIRTUAL;
            """,
            "the generated column atm.name"
        ),
    ]

    @Test(arguments: cases)
    func aFileThatComputesValuesOfItsOwnIsRefusedByEveryCommand(sql: String, what: String) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("computed.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        // What a manifest of the file costs before it computes anything: a refusal costs no more.
        let manifestArguments = ["manifest", file, "--out", home.url.appendingPathComponent("m.json").path]
        let base = try await OneBigMerchantTests.peakMemory(manifestArguments, home: home).kibibytes
        _ = try await Shell.output("sqlite3", [file, sql])
        let refusal = "it computes values of its own (\(what)), where a directory file only stores them"

        // The ATM list opens the ATMs alone, and a catalog serves them beside the merchants.
        for arguments in [
            ["search", "a"], ["atms"], ["catalog", "--out", home.url.appendingPathComponent("site").path],
        ] {
            let run = try await explore.run(["--db", file] + arguments)
            #expect(run.status == 1, "\(arguments[0])")
            #expect(run.standardError == "explore: error: \(file) is refused: \(refusal).\n", "\(arguments[0])")
        }

        let imported = try await explore.run(["import", file, "--db", home.url.appendingPathComponent("out.db").path])
        #expect(imported.status == 1)
        #expect(imported.standardError.contains(refusal), "\(imported.standardError)")
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("out.db").path))

        let manifest = try await explore.run([
            "manifest", file, "--out", home.url.appendingPathComponent("m.json").path,
        ])
        #expect(manifest.status == 1)
        #expect(manifest.standardError.contains(refusal), "\(manifest.standardError)")

        // Refused from the schema, before SQLite's own check computes a value: the generated name took 230 MB (and
        // ten seconds) in `import` and `manifest` when the check came first, against some 40 MB for the manifest of
        // the file as generated; a refusal costs no more than that manifest.
        for arguments in [["import", file, "--db", home.url.appendingPathComponent("out.db").path], manifestArguments] {
            let refused = try await OneBigMerchantTests.peakMemory(arguments, home: home)
            #expect(refused.status == 1)
            #expect(refused.kibibytes < base + 20_000, "\(arguments[0]): \(refused.kibibytes) KiB, \(base) before")
        }
    }

    /// A value stored, not computed, may still be long: one name of 5 MB reads as its first thousand characters and
    /// "…" in a detail, a search and a catalog (the file made one from elsewhere: without the metadata, the tables
    /// derived from the old name are not trusted).
    @Test func aLongStoredValueIsCutWhereverItIsShown() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("long.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        let id = try await Shell.output("sqlite3", [file, "SELECT merchantId FROM merchant ORDER BY id LIMIT 1"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try await Shell.output(
            "sqlite3",
            [
                file,
                "UPDATE merchant SET name = 'Long ' || printf('%.*c', 5000000, 'n') WHERE merchantId = '\(id)'; DROP TABLE explore_metadata",
            ])
        let cut = "Long " + String(repeating: "n", count: 995) + "…"

        let show = try await explore.run(["--db", file, "show", id, "--format", "json"])
        #expect(show.status == 0)
        #expect(show.standardOutput.contains("\"name\":\"\(cut)\""))
        #expect(show.standardOutput.utf8.count < 20_000)

        let search = try await explore.run(["--db", file, "search", "long", "--format", "json"])
        #expect(search.standardOutput.contains("\"name\":\"\(cut)\""))

        let site = home.url.appendingPathComponent("site").path
        await #expect(try explore.run(["--db", file, "catalog", "--out", site, "--format", "xml"]).status == 0)
        let xml = try String(contentsOfFile: site + "/catalog.xml", encoding: .utf8)
        #expect(xml.contains(cut))
        #expect(xml.utf8.count < 200_000)
    }

    /// An ATM's stored name may be as long as a merchant's, and is cut the same way: one of 5 MB reads as its first
    /// thousand characters and "…" in the ATM list, in name order and by distance, and no answer prints more than a
    /// page's worth.
    @Test func aLongStoredATMNameIsCutInTheATMList() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("long-atm.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        _ = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                INSERT INTO atm (name, manufacturer, type, address1, city, territory, latitude, longitude, active)
                VALUES ('Long ' || printf('%.*c', 5000000, 'n'), 'Maker', 'Buy and Sell', '1 Main St', 'Caracas',
                  'Distrito Capital', 10.5, -66.9, 1)
                """,
            ])
        let cut = "Long " + String(repeating: "n", count: 995) + "…"

        for arguments in [["atms", "--territory", "Distrito Capital"], ["atms", "--near", "10.5,-66.9"]] {
            let json = try await explore.run(["--db", file] + arguments + ["--format", "json"])
            #expect(json.status == 0, "\(arguments)")
            #expect(json.standardOutput.contains("\"name\":\"\(cut)\""), "\(arguments)")
            #expect(json.standardOutput.utf8.count < 20_000, "\(arguments)")
        }
        let list = try await explore.run(["--db", file, "atms"])
        #expect(list.status == 0)
        #expect(list.standardOutput.contains("Long nnnn"))
        #expect(list.standardOutput.utf8.count < 40_000, "\(list.standardOutput.utf8.count) bytes")
    }

    /// Five ATMs whose names are 20 MB each cost the ATM list by distance no more memory than a file without them
    /// (OneBigMerchantTests.headroom): SQLite hands each row over already cut. Read whole, they took 160 MB where
    /// the small file takes 40 MB.
    @Test func longStoredATMNamesAreCutBeforeSQLiteHandsThemOver() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("long-atms.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        let nearby = ["--db", file, "atms", "--near", "10.5,-66.9", "--format", "json"]
        let base = try await OneBigMerchantTests.peakMemory(nearby, home: home).kibibytes
        let rows = (1...5).map { row in
            "('Long\(row) ' || printf('%.*c', 20000000, 'n'), 'Distrito Capital', 10.5, -66.9, 1)"
        }
        _ = try await Shell.output(
            "sqlite3",
            [
                file,
                "INSERT INTO atm (name, territory, latitude, longitude, active) VALUES "
                    + rows.joined(separator: ", "),
            ])

        let grown = try await OneBigMerchantTests.peakMemory(nearby, home: home)
        #expect(grown.status == 0)
        #expect(grown.output.count < 40_000, "\(grown.output.count) bytes")
        #expect(
            grown.kibibytes < base + OneBigMerchantTests.headroom, "\(grown.kibibytes) KiB, \(base) KiB before")
    }

    /// An id is a key, which cannot be cut as a name is: a row whose `merchantId` is longer than 256 bytes names no
    /// merchant, for `--db` and for `import` (which counts it with the rows without an id), so no list copies 5 MB.
    @Test func aMerchantIdTooLongToBeAKeyNamesNoMerchant() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("long-id.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        let total = try await Self.total(explore.run(["--db", file, "search", "--format", "json"]).standardOutput)
        // The first merchant, and how many rows of both tables it has.
        let first = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                DROP TABLE explore_merchant_heads;
                SELECT merchantId,
                  (SELECT count(*) FROM merchant m WHERE m.merchantId = f.merchantId)
                  + (SELECT count(*) FROM gift_card_providers g WHERE g.merchantId = f.merchantId)
                  FROM merchant f ORDER BY id LIMIT 1;
                """,
            ]
        ).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|").map(String.init)
        let (id, rows) = (first[0], first[1])
        let long = "printf('L%.*c', 5000000, 'i')"
        _ = try await Shell.output(
            "sqlite3",
            [
                file,
                "UPDATE gift_card_providers SET merchantId = \(long) WHERE merchantId = '\(id)'; "
                    + "UPDATE merchant SET merchantId = \(long) WHERE merchantId = '\(id)'",
            ])

        let search = try await explore.run(["--db", file, "search", "--format", "json"])
        #expect(try Self.total(search.standardOutput) == total - 1)
        #expect(search.standardOutput.utf8.count < 100_000)
        let imported = try await explore.run(["import", file])
        #expect(imported.status == 0)
        let skipped = "skipped \(rows) \(rows == "1" ? "row" : "rows") without a merchant id"
        #expect(imported.standardOutput.contains(skipped), "\(imported.standardOutput)")
        #expect(try await Self.total(explore.run(["search", "--format", "json"]).standardOutput) == total - 1)
    }

    /// The `total` of a `search --format json` answer.
    static func total(_ json: String) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["total"] as? Int)
    }
}
