import Foundation
import Testing

/// The interactive `explore` in a real terminal (tmux): keys in, frames out, and the terminal given back.
@Suite(.serialized) struct InteractiveModeTests {
    /// The home screen's count on the built-in sample: some of its 300 merchants sell only through PiggyCards, so a
    /// build without that trait shows fewer.
    #if PiggyCards
        static let firstPage = "Showing 50 of 300 merchants"
    #else
        static let firstPage = "Showing 50 of 257 merchants"
    #endif

    /// A home with the sample already made, and a pane running `explore` there; after it exits the pane shows
    /// its exit status and the terminal's settings.
    ///
    /// - Parameter options: added to the command line, after `explore`; standard error goes to `stderr.log` in the
    ///   home folder.
    func withExplore(
        options: String = "", columns: Int = 100, rows: Int = 30,
        _ body: (TmuxSession, TemporaryFolder) async throws -> Void
    ) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let data = home.url.appendingPathComponent("data").path
        let command =
            "cd '\(home.url.path)' && env HOME='\(home.url.path)' XDG_DATA_HOME='\(data)' NO_COLOR=1 "
            + "'\(ExploreProcess.executable.path)' \(options) 2>stderr.log; status=$?; stty -a; "
            + "echo \"exit=$status\"; sleep 60"
        let session = try TmuxSession(command: command, columns: columns, rows: rows)
        defer { session.kill() }
        try await body(session, home)
    }

    /// The words of `stty -a` show canonical mode and echo back on.
    func expectCookedMode(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let words = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(words.contains("icanon") && !words.contains("-icanon"), sourceLocation: sourceLocation)
        #expect(words.contains("echo") && !words.contains("-echo"), sourceLocation: sourceLocation)
    }

    @Test func searchOpenBackSortAndQuitLeaveTheTerminalCooked() async throws {
        try await withExplore { tmux, _ in
            let home = try await tmux.waitFor(Self.firstPage)
            TextGolden.check(home, folder: "Interactive", named: "home")

            try await tmux.type("/sonnen")
            try await tmux.waitFor("1 merchant ")
            try await tmux.press("Enter")
            try await tmux.waitFor("/ search")
            try await tmux.press("Enter")
            let detail = try await tmux.waitFor("Explore › Café Sonnenschein")
            TextGolden.check(detail, folder: "Interactive", named: "detail")

            try await tmux.press("Escape")
            try await tmux.waitFor("Search: sonnen")
            try await tmux.press("Escape")
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("s")
            let sorted = try await tmux.waitFor("Sort: discount")
            TextGolden.check(sorted, folder: "Interactive", named: "sorted")

            try await tmux.type("q")
            let after = try await tmux.waitFor("exit=0")
            #expect(!after.contains("Explore › Merchants"), "the alternate screen was left")
            expectCookedMode(after)
        }
    }

    @Test func ctrlUErasesTheSearchFieldAsInAShell() async throws {
        try await withExplore { tmux, _ in
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("/sonnen")
            try await tmux.waitFor("1 merchant ")

            try await tmux.press("C-u")
            let erased = try await tmux.waitFor(Self.firstPage)
            #expect(erased.contains("Search: ▏"))
            try await tmux.type("sonnen")
            try await tmux.waitFor("1 merchant ")

            try await tmux.press("Escape")
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    /// Every signal that ends a terminal program restores the terminal and exits 128 + its number (Docs/CLI.md).
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func aSignalRestoresTheTerminalAndExitsWithItsStatus(_ signal: Int32) async throws {
        try await withExplore { tmux, _ in
            try await tmux.waitFor(Self.firstPage)
            let program = try #require(try await tmux.programIDs().first, "nothing runs in the pane")

            kill(program, signal)

            let after = try await tmux.waitFor("exit=\(128 + signal)", timeout: 10)
            #expect(!after.contains("Explore › Merchants"), "the alternate screen was left")
            expectCookedMode(after)
        }
    }

    @Test func aWordTypedQuicklyRunsOneSearchAfterThePauseInTyping() async throws {
        try await withExplore(options: "--log-level debug") { tmux, home in
            try await tmux.waitFor(Self.firstPage)

            try await tmux.type("/sonnenschein")
            try await tmux.waitFor("1 merchant ")
            try await tmux.press("Escape")
            try await tmux.waitFor(Self.firstPage)

            // The home page, the word once its last letter was typed, and the list again once it was cleared: no
            // search for "n", "ni", "nin"…
            let log = try String(contentsOf: home.url.appendingPathComponent("stderr.log"), encoding: .utf8)
            let searched = log.split(separator: "\n").filter { $0.contains("Directory search") }.map { line in
                line.split(separator: " ").first { $0.hasPrefix("text=") }.map { String($0.dropFirst(5)) } ?? "?"
            }
            #expect(searched == ["", "sonnenschein", ""], "\(log)")
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    @Test func ctrlCQuitsWithStatusZeroAndRestoresTheTerminal() async throws {
        try await withExplore { tmux, _ in
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("/caf")
            try await tmux.waitFor("Search: caf")

            try await tmux.press("C-c")

            expectCookedMode(try await tmux.waitFor("exit=0"))
        }
    }

    @Test func theScreenIsRedrawnAtTheNewSizeAfterAResize() async throws {
        try await withExplore { tmux, _ in
            try await tmux.waitFor(Self.firstPage)

            try await tmux.resize(columns: 60, rows: 12)

            let screen = try await tmux.waitFor("1/50")
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.prefix(12).allSatisfy { $0.count <= 60 })
            #expect(lines.prefix(12).last?.contains("quit") == true || lines.prefix(12).last?.contains("q") == true)
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    /// At 80×24: `l` opens the picker, a few letters find the city, Enter chooses it; the list then measures and
    /// sorts from it, and Nearby lists what is around it with distances.
    @Test func thePickerChoosesACityAndNearbyListsItsShopsWithDistancesAtEightyByTwentyFour() async throws {
        try await withExplore(columns: 80, rows: 24) { tmux, home in
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("l")
            try await tmux.waitFor("Place or LAT,LON:")
            try await tmux.type("valenc")
            let picker = try await tmux.waitFor("▸ Valencia")
            #expect(picker.contains("city in Carabobo"))
            try await tmux.press("Enter")
            let near = try await tmux.waitFor("Near Valencia, within 30 km")
            #expect(near.contains("Sort: distance") && near.contains("Distance"))
            try await tmux.press("Tab")
            try await tmux.press("Tab")
            let nearby = try await tmux.waitFor("[Nearby]")
            let rows = nearby.split(separator: "\n").filter { $0.hasSuffix(" km") || $0.hasSuffix(" m") }
            #expect(rows.count >= 10, "\(nearby)")
            #expect(nearby.split(separator: "\n").allSatisfy { $0.count <= 80 })
            TextGolden.check(nearby, folder: "Interactive", named: "nearby-80x24")

            // `-` narrows the radius a step, `+` widens it back, each said in the header.
            try await tmux.type("-")
            let narrower = try await tmux.waitFor("Near Valencia, within 10 km")
            let narrowerRows = narrower.split(separator: "\n").filter { $0.hasSuffix(" km") || $0.hasSuffix(" m") }
            #expect(narrowerRows.count >= 1 && narrowerRows.count <= rows.count, "\(narrower)")
            try await tmux.type("-")
            try await tmux.waitFor("Near Valencia, within 2 km")
            try await tmux.type("+")
            try await tmux.waitFor("Near Valencia, within 10 km")

            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
            // The choice is remembered, radius included: the next run starts near Valencia, within 10 km.
            let again = try await ExploreProcess(home: home).run(["location"])
            #expect(again.standardOutput.hasPrefix("Near Valencia ("), "\(again.standardOutput)")
            #expect(again.standardOutput.contains("within 10 km"), "\(again.standardOutput)")
        }
    }

    /// At 80×24: choosing a territory in the picker chooses the territory: Nearby lists every merchant the picker
    /// counted there, under "In California", with no radius; the choice is remembered as the territory.
    @Test func thePickerChoosesATerritoryAndNearbyListsAllOfItAtEightyByTwentyFour() async throws {
        try await withExplore(columns: 80, rows: 24) { tmux, home in
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("l")
            try await tmux.waitFor("Place or LAT,LON:")
            try await tmux.type("californ")
            let picker = try await tmux.waitFor("▸ California")
            let row = try #require(picker.split(separator: "\n").first { $0.contains("▸ California") })
            let counted = try #require(row.firstMatch(of: /(\d+) merchants/)?.1)
            try await tmux.press("Enter")
            let chosen = try await tmux.waitFor("In California")
            #expect(!chosen.contains("within"), "\(chosen)")
            try await tmux.press("Tab")
            try await tmux.press("Tab")
            let nearby = try await tmux.waitFor("[Nearby]")
            #expect(nearby.contains("In California") && nearby.contains("\(counted) merchants"), "\(nearby)")
            #expect(nearby.split(separator: "\n").allSatisfy { $0.count <= 80 })
            TextGolden.check(nearby, folder: "Interactive", named: "nearby-territory-80x24")
            // `+` has no radius to widen: the list stays all of California.
            try await tmux.type("+")
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await tmux.waitFor("In California").contains("\(counted) merchants"))

            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
            let again = try await ExploreProcess(home: home).run(["location"])
            #expect(again.standardOutput.hasPrefix("In California, measured from "), "\(again.standardOutput)")
        }
    }

    /// At 80×24: a name the picker finds no place for offers the nearest, in the words of `explore location set`,
    /// ready for Enter to choose.
    @Test func thePickerOffersTheNearestPlaceForATypoAtEightyByTwentyFour() async throws {
        try await withExplore(columns: 80, rows: 24) { tmux, _ in
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("l")
            try await tmux.waitFor("Place or LAT,LON:")
            try await tmux.type("zurik")
            let picker = try await tmux.waitFor("▸ Zürich")
            #expect(
                picker.contains("No city or territory of this directory matches “zurik”. Did you mean “Zürich”?"),
                "\(picker)")
            #expect(picker.split(separator: "\n").allSatisfy { $0.count <= 80 && !$0.hasSuffix("…") })
            try await tmux.press("Enter")
            try await tmux.waitFor("Near Zürich, within 30 km")
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    /// At 60×20: a position out of range is said whole, with the ranges, and what to do next; nothing is cut.
    @Test func aPositionOutOfRangeIsSaidWholeAtSixtyByTwenty() async throws {
        try await withExplore(columns: 60, rows: 20) { tmux, _ in
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("l")
            try await tmux.waitFor("Place or LAT,LON")
            try await tmux.type("95,200")
            let picker = try await tmux.waitFor("out of range")
            let text = picker.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                separator: " ")
            #expect(
                text.contains("“95,200” is out of range: latitude goes from -90 to 90 and longitude from -180 to 180."))
            #expect(text.contains("Correct the position, or type a place’s name."))
            #expect(picker.split(separator: "\n").allSatisfy { $0.count <= 60 && !$0.hasSuffix("…") })
            TextGolden.check(picker, folder: "Interactive", named: "picker-out-of-range-60x20")
            try await tmux.press("Escape")
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    /// At 60×20: every key of the list, those that answer only at times included, each with what it does, in 60
    /// columns.
    @Test func questionMarkListsEveryKeyWithItsActionAtSixtyByTwenty() async throws {
        try await withExplore(columns: 60, rows: 20) { tmux, _ in
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("?")
            let keys = try await tmux.waitFor("Keys of Merchants")
            for line in [
                "/             search", "r             retry after a failure", "Esc           clear the search",
            ] {
                #expect(keys.contains(line), "\(line)")
            }
            #expect(keys.contains("move"))
            #expect(keys.split(separator: "\n").allSatisfy { $0.count <= 60 && !$0.hasSuffix("…") })
            TextGolden.check(keys, folder: "Interactive", named: "keys-60x20")
            try await tmux.type("q")
            try await tmux.waitFor(Self.firstPage)
            // The filters say what CTX and PiggyCards are, whole, in 60 columns.
            try await tmux.type("f")
            let filters = try await tmux.waitFor("Pay with")
            #expect(filters.contains("CTX         gift cards sold by CTX for Dash"))
            #expect(filters.split(separator: "\n").allSatisfy { $0.count <= 60 && !$0.hasSuffix("…") })
            try await tmux.press("Escape")
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    /// At 80×24: `?` shows every key of the screen, with how to go back; the next key closes it.
    @Test func questionMarkListsEveryKeyAndAnyKeyGoesBackAtEightyByTwentyFour() async throws {
        try await withExplore(columns: 80, rows: 24) { tmux, _ in
            let home = try await tmux.waitFor(Self.firstPage)
            #expect(home.contains("a ATMs") && home.contains("q quit  ? help"))
            try await tmux.type("?")
            let keys = try await tmux.waitFor("Keys of Merchants")
            for action in [
                "search", "location", "favourites", "previous tab", "export", "retry after a failure",
                "clear the search",
                "any key back",
            ] {
                #expect(keys.contains(action), "\(action)")
            }
            TextGolden.check(keys, folder: "Interactive", named: "keys-80x24")
            try await tmux.type("q")
            try await tmux.waitFor(Self.firstPage)
            try await tmux.type("a")
            let atms = try await tmux.waitFor("Explore › ATMs")
            #expect(atms.contains("Where") && atms.contains("q quit"))
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }
}
