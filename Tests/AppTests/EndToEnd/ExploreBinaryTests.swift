import Domain
import Foundation
import Testing

/// The built `explore` on the built-in sample: what a user sees, with exit statuses and files left behind.
@Suite struct ExploreBinaryTests {
    /// Runs `body` with a fresh home, removed afterwards.
    func withHome(_ body: (ExploreProcess) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try await body(ExploreProcess(home: home))
    }

    /// The id of the first merchant a search finds, from the JSON output.
    func merchantID(matching text: String, in explore: ExploreProcess) async throws -> String {
        let run = try await explore.run(["search", text, "--limit", "1", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let items = try #require(json?["items"] as? [[String: Any]])
        return try #require(items.first?["merchantId"] as? String)
    }

    @Test func theFirstRunCreatesTheSampleAndPrintsTheHomeScreenOnce() async throws {
        try await withHome { explore in
            let run = try await explore.run([])

            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.split(separator: "\n").count <= 24)
            #expect(run.standardOutput.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
            #expect(
                explore.home.contents() == [
                    "data", "data/explore", "data/explore/directory.db",
                    "data/explore/local.db",
                ])
            TextGolden.check(run.standardOutput, folder: "EndToEnd", named: "home")
        }
    }

    @Test func searchPrintsTheMatchingMerchantsAsText() async throws {
        try await withHome { explore in
            let run = try await explore.run(["search", "caf"])

            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            TextGolden.check(run.standardOutput, folder: "EndToEnd", named: "search-caf")
        }
    }

    @Test func searchSortsAndLimitsAndSaysHowManyItShows() async throws {
        try await withHome { explore in
            let run = try await explore.run(["search", "--sort", "discount", "--limit", "5", "--method", "ctx"])

            #expect(run.status == 0)
            #expect(run.standardOutput.contains("Showing 5 of"))
            TextGolden.check(run.standardOutput, folder: "EndToEnd", named: "search-discount")
        }
    }

    @Test func showPrintsAMerchantsDetail() async throws {
        try await withHome { explore in
            let id = try await merchantID(matching: "sonnenschein", in: explore)
            let listed = try await explore.run(["search", "sonnenschein"])
            #expect(listed.standardOutput.contains(id), "text search prints the id show takes")

            let run = try await explore.run(["show", id])

            #expect(run.status == 0)
            #expect(run.standardOutput.contains("Café Sonnenschein"))
            TextGolden.check(run.standardOutput, folder: "EndToEnd", named: "show")
        }
    }

    @Test func playReplaysAScriptFromStandardInput() async throws {
        try await withHome { explore in
            let script = "size 80x12\n/\ntype sonnen\nenter\nenter\nf\nesc\ntab\nq\n"

            let run = try await explore.run(["play", "-"], input: script)

            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.hasSuffix("--- quit ---\n"))
            TextGolden.check(run.standardOutput, folder: "EndToEnd", named: "play")
        }
    }

    /// People skip accents: the demo's search finds every Café by `cafe`, and words that name a place offer it.
    @Test func theDemoFindsCafeByCafeAndOffersAPlaceItsWordsName() async throws {
        try await withHome { explore in
            let script = "size 80x14\n/\ntype cafe\nenter\n/\nesc\n/\ntype merida\nenter\nn\nq\n"

            let run = try await explore.run(["play", "-"], input: script)

            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.contains("Café am See"))
            #expect(run.standardOutput.contains("Mérida is a place: press n to list the\n merchants near it."))
            TextGolden.check(run.standardOutput, folder: "EndToEnd", named: "play-cafe")
        }
    }

    /// A minute for the paste below; five under ThreadSanitizer, which slows the program as much as the test.
    /// Typing cost grew with the square of the text: 40,000 characters took 49 s then, far past either limit.
    static let pasteLimit: TimeLimitTrait.Duration = ExploreProcess.underThreadSanitizer ? .minutes(5) : .minutes(1)

    /// A paste of 40,000 characters (49 seconds when each key cost the whole text) is cut to the field's 100 as it
    /// arrives; the list answers the 100.
    @Test(.timeLimit(pasteLimit)) func aHugePasteIsCutToTheSearchFieldsBound() async throws {
        try await withHome { explore in
            let pasted = String(repeating: "zq", count: 20_000)
            let run = try await explore.run(["play", "-"], input: "size 80x12\n/\ntype \(pasted)\nenter\nq\n")

            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            // The last frame's message, wrapped at 80 columns, quotes what was searched: the first 100 characters.
            let last = run.standardOutput.components(separatedBy: "--- frame ").last ?? ""
            let lines = last.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let start = try #require(lines.firstIndex(of: "No merchants match"))
            let quoted = lines[(start + 1)...].prefix { !$0.isEmpty }.joined()
            #expect(quoted == "\u{201C}\(pasted.prefix(100))\u{201D}.")
        }
    }

    /// The built-in sample's Japanese names are written without spaces: a word inside one is found. A typo finds
    /// nothing and is offered the nearest merchant names, a place's too.
    @Test func aWordInsideANameWrittenWithoutSpacesIsFoundAndATypoIsOfferedTheNearestNames() async throws {
        try await withHome { explore in
            let pharmacy = try await explore.run(["search", "薬局"])
            #expect(pharmacy.status == 0)
            #expect(pharmacy.standardOutput.contains("さくら薬局"), "\(pharmacy.standardOutput)")
            let coffee = try await explore.run(["search", "珈琲"])
            #expect(coffee.standardOutput.contains("浅草珈琲店"), "\(coffee.standardOutput)")
            func sentence(_ run: ExploreProcess.Run) -> String {
                run.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                    separator: " ")
            }
            let typo = try await explore.run(["search", "cafee"])
            #expect(typo.status == 0)
            #expect(typo.standardError.isEmpty)
            #expect(sentence(typo).hasPrefix("No merchants match “cafee”. Did you mean “"), "\(sentence(typo))")
            #expect(sentence(typo).contains("Café"), "\(sentence(typo))")
            let place = try await explore.run(["search", "zurik"])
            #expect(sentence(place) == "No merchants match “zurik”. Did you mean “Zürich”?")
            let nothing = try await explore.run(["search", "qqqqq"])
            #expect(sentence(nothing) == "No merchants match “qqqqq”.")
        }
    }

    @Test func anUnknownTerritoryFailsInEveryCommandNamingTheNearest() async throws {
        try await withHome { explore in
            for arguments in [
                ["search", "--territory", "Meridaa"], ["atms", "--territory", "Meridaa"],
                ["catalog", "--out", "site", "--territory", "Meridaa"],
            ] {
                let run = try await explore.run(arguments)
                #expect(run.status == 1, "\(arguments)")
                #expect(
                    run.standardError
                        == "explore: error: There is no territory named \u{201C}Meridaa\u{201D} in this directory. "
                        + "Did you mean \u{201C}Mérida\u{201D}?\n", "\(arguments)")
            }
            let folded = try await explore.run(["search", "--territory", "merida", "--format", "json"])
            #expect(folded.status == 0)
            #expect(folded.standardOutput.contains("\"territory\":\"Mérida\""))
        }
    }

    @Test func catalogWritesTheSiteTheXMLAndASitemapUnderItsTitle() async throws {
        try await withHome { explore in
            let run = try await explore.run([
                "catalog", "--out", "site", "--base-url", "https://example.org/dash/", "--title", "Spend Dash <here>",
            ])

            #expect(run.status == 0)
            let site = explore.home.url.appendingPathComponent("site")
            for file in [
                "index.html", "catalog.xml", "catalog.xsd", "sitemap.xml", "search.html", "404.html", "favicon.ico",
            ] {
                #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(file).path), "\(file)")
            }
            #expect(run.standardOutput.hasPrefix("Wrote "))
            let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(index.contains("<title>Spend Dash &lt;here&gt;</title>"))
            #expect(index.contains("<link rel=\"canonical\" href=\"https://example.org/dash/index.html\"/>"))
            let robots = try String(contentsOf: site.appendingPathComponent("robots.txt"), encoding: .utf8)
            #expect(robots.contains("Sitemap: https://example.org/dash/sitemap.xml\n"))
        }
    }

    /// The README shows the first screen a new user meets; `Scripts/readme-screen` writes it from `explore play`.
    /// (A build without the PiggyCards trait lists fewer merchants than the README, which shows the default build.)
    @Test(.enabled(if: GiftCardProvider.piggyCards.isEnabled))
    func theReadmeShowsTheFirstScreenAsExplorePlayDrawsIt() async throws {
        try await withHome { explore in
            let run = try await explore.run(["play", "-"])
            let frame = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            var lines = Array(frame)
            while lines.last?.isEmpty == true { lines.removeLast() }
            let readme = try String(
                contentsOf: TextGolden.root.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("README.md"), encoding: .utf8)
            let block = "<!-- BEGIN DEMO SCREEN -->\n```text\n" + lines.joined(separator: "\n") + "\n```\n"
            #expect(readme.contains(block), "README.md is stale: run Scripts/readme-screen")
        }
    }

    @Test func aCatalogOfBothFormatsCountsEachMerchantOnce() async throws {
        try await withHome { explore in
            let run = try await explore.run(["catalog", "--out", "site", "--format", "both"])

            #expect(run.status == 0)
            let done = try #require(run.errorLines.last)
            #expect(done.hasPrefix("Writing the catalog: done ("))
            let count = try await explore.run(["search", "--limit", "1"]).standardOutput.firstMatch(
                of: /of ([0-9,]+) merchants/)
            #expect(done.hasSuffix("(\(try #require(count).1) merchants)"), "\(done)")
        }
    }

    @Test func aChosenLocationGivesDistancesUntilNearOverridesItOrItIsCleared() async throws {
        try await withHome { explore in
            await #expect(
                try explore.run(["location", "set", "Valencia"]).standardOutput.hasPrefix("Set: Near Valencia ("))
            let near = try await explore.run(["search", "", "--limit", "3"]).standardOutput
            #expect(near.contains("Distance") && near.contains("Near Valencia"))
            let nearby = try await explore.run(["search", "", "--tab", "nearby", "--format", "json"])
            #expect(nearby.status == 0 && nearby.standardOutput.contains("\"distanceMeters\":"))
            let far = try await explore.run(["search", "", "--near", "35.68,139.65", "--limit", "3"]).standardOutput
            #expect(far.contains("Near 35.68, 139.65"))
            await #expect(try explore.run(["location", "clear"]).status == 0)
            await #expect(!(try explore.run(["search", "", "--limit", "3"]).standardOutput.contains("Distance")))
        }
    }

    /// `location set California` remembers the state: Nearby lists every merchant with a location there (more than a
    /// circle around its position holds), and `atms` its ATMs alone, both nearest to its position first.
    @Test func aChosenTerritoryIsTheWholeTerritoryForNearbyAndATMs() async throws {
        try await withHome { explore in
            let set = try await explore.run(["location", "set", "california"])
            #expect(set.status == 0 && set.standardOutput.hasPrefix("Set: In California, measured from "))
            func total(_ arguments: [String]) async throws -> Int {
                let run = try await explore.run(arguments + ["--format", "json", "--limit", "1000"])
                let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
                return try #require(json?["total"] as? Int, "\(run.standardOutput)\(run.standardError)")
            }
            let inCalifornia = try await total(["search", "", "--territory", "California"])
            #expect(inCalifornia > 0)
            #expect(try await total(["search", "--tab", "nearby"]) == inCalifornia)
            #expect(try await total(["search", "--tab", "nearby", "--near", "California"]) < inCalifornia)
            let text = try await explore.run(["search", "--tab", "nearby", "--limit", "3"]).standardOutput
            #expect(text.contains("In California") && text.contains("\(inCalifornia) merchants"), "\(text)")

            let remembered = try await explore.run(["atms", "--format", "json"])
            let given = try await explore.run([
                "atms", "--near", "California", "--territory", "California", "--format", "json",
            ])
            #expect(remembered.status == 0 && remembered.standardOutput == given.standardOutput)
            let atms = try await explore.run(["atms", "--limit", "3"]).standardOutput
            #expect(atms.hasPrefix(" In California, nearest to its centre first\n"), "\(atms)")
        }
    }

    /// Radii and distances come in the reader's unit: the locale's region, or `--units`; a bare `--radius` is in it.
    @Test func distancesAndRadiiAreInTheLocalesUnitOrTheOneUnitsNames() async throws {
        try await withHome { explore in
            let us = ["LANG": "en_US.UTF-8"]
            let set = try await explore.run(["location", "set", "Valencia"], environment: us)
            #expect(set.standardOutput.hasSuffix(", within 20 mi.\n"), "\(set.standardOutput)")
            let metric = try await explore.run(["location"], environment: ["LANG": "es_VE.UTF-8"]).standardOutput
            #expect(metric.hasSuffix(", within 32.2 km.\n"), "a radius chosen in miles stays 20 miles: \(metric)")
            let told = try await explore.run(["location", "--units", "mi"]).standardOutput
            #expect(told.hasSuffix(", within 20 mi.\n"), "\(told)")

            let five = try await explore.run(["location", "set", "Valencia", "--radius", "5"], environment: us)
            #expect(five.standardOutput.hasSuffix(", within 5 mi.\n"), "\(five.standardOutput)")
            let km = try await explore.run(["location", "set", "Valencia", "--radius", "5km"], environment: us)
            #expect(km.standardOutput.hasSuffix(", within 3.1 mi.\n"), "\(km.standardOutput)")
            let fresh = try await explore.run(["location", "set", "Valencia", "--units", "km"], environment: us)
            #expect(fresh.standardOutput.hasSuffix(", within 30 km.\n"), "\(fresh.standardOutput)")

            let rows = try await explore.run(["search", "", "--limit", "5"], environment: us).standardOutput
            #expect(rows.contains(" mi") && !rows.contains(" km"), "\(rows)")
            let bad = try await explore.run(["search", "--units", "leagues"])
            #expect(bad.status == 2 && bad.standardError.contains("'leagues' is not a unit: give km or mi."))
        }
    }

    @Test func atmsMeasureFromTheChosenLocationNearestFirstAsTheATMScreenDoes() async throws {
        try await withHome { explore in
            let unmeasured = try await explore.run(["atms", "--limit", "5"]).standardOutput
            #expect(!unmeasured.contains("Distance"))
            await #expect(try explore.run(["atms", "--radius", "5"]).status == 2)
            await #expect(try explore.run(["location", "set", "Valencia"]).status == 0)

            let text = try await explore.run(["atms", "--limit", "5"]).standardOutput
            #expect(text.hasPrefix(" Nearest to Valencia first\n"), "\(text)")
            #expect(text.contains("Distance"))
            let remembered = try await explore.run(["atms", "--format", "json"])
            let given = try await explore.run(["atms", "--near", "Valencia", "--format", "json"])
            #expect(remembered.status == 0 && remembered.standardOutput == given.standardOutput)
            let json = try JSONSerialization.jsonObject(with: Data(remembered.standardOutput.utf8)) as? [String: Any]
            let distances = try #require(json?["items"] as? [[String: Any]]).compactMap { $0["distanceMeters"] as? Int }
            #expect(!distances.isEmpty && distances == distances.sorted())
            await #expect(try explore.run(["atms", "--radius", "5", "--format", "json"]).status == 0)

            await #expect(try explore.run(["location", "clear"]).status == 0)
            await #expect(!(try explore.run(["atms", "--limit", "5"]).standardOutput.contains("Distance")))
        }
    }

    @Test func pipedTextIsAsWideAsColumnsSays() async throws {
        try await withHome { explore in
            let wide = try await explore.run(["search", "caf"], environment: ["COLUMNS": "120"]).standardOutput
            #expect(wide.contains("Where"), "120 columns leave room for the place")
            let narrow = try await explore.run(["search", "caf"]).standardOutput
            #expect(!narrow.contains("Where"))
        }
    }

    @Test func anUnknownMerchantExitsOneWithOneLine() async throws {
        try await withHome { explore in
            _ = try await explore.run(["search", "x"])

            let run = try await explore.run(["show", "no-such-id"])

            #expect(run.status == 1)
            #expect(run.standardOutput.isEmpty)
            #expect(run.errorLines == ["explore: error: There is no merchant no-such-id in this directory."])
        }
    }

    @Test func aMissingDatabaseExitsOneAndCreatesNoFile() async throws {
        try await withHome { explore in
            let run = try await explore.run(["--db", "missing.db", "search", "caf"])

            #expect(run.status == 1)
            #expect(run.errorLines.count == 1)
            #expect(run.errorLines.first?.contains("missing.db") == true)
            #expect(explore.home.contents().isEmpty)
        }
    }

    @Test func aCorruptDatabaseExitsOneWithOneLineAndIsLeftAlone() async throws {
        try await withHome { explore in
            let file = explore.home.url.appendingPathComponent("bad.db")
            try Data("not a database".utf8).write(to: file)

            for command in [["search"], ["show", "x"], []] {
                let run = try await explore.run(["--db", "bad.db", "--local", "local.db"] + command)
                #expect(run.status == 1, "\(command)")
                #expect(
                    run.errorLines == [
                        "explore: error: The directory snapshot \(file.path) is damaged or is not an SQLite file."
                    ])
            }
            #expect(try String(contentsOf: file, encoding: .utf8) == "not a database")
        }
    }

    @Test func aForeignSQLiteFileIsNotTakenForADirectory() async throws {
        try await withHome { explore in
            _ = try await explore.run([])  // The home screen opens the local store, which creates it.
            let local = explore.dataFolder.appendingPathComponent("local.db")

            let run = try await explore.run(["--db", local.path, "search"])

            #expect(run.status == 1)
            #expect(
                run.errorLines == ["explore: error: \(local.path) is an SQLite file, but not a merchant directory."])
        }
    }

    @Test func badFlagsAreUsageErrorsThatCreateNothing() async throws {
        try await withHome { explore in
            let cases: [[String]] = [
                ["search", "--bogus"], ["search", "--limit", "0"], ["show"], ["play"],
                ["catalog", "--out", "site", "--base-url", "ftp://example.org"], ["search", "--tab", "nearby"],
                ["catalog", "--out", "site", "--title", " \t"],
                ["catalog", "--out", "site", "--format", "xml", "--title", "T"],
            ]
            for arguments in cases {
                let run = try await explore.run(arguments)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.errorLines.count == 1, "\(arguments)")
                #expect(run.errorLines.first?.hasPrefix("explore: error: ") == true, "\(arguments)")
            }
            #expect(explore.home.contents().isEmpty)
        }
    }
}
