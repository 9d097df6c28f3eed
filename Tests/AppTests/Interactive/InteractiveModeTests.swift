import Foundation
import Testing

/// The interactive `explore` in a real terminal (tmux): keys in, frames out, and the terminal given back.
@Suite(.serialized) struct InteractiveModeTests {
    /// The home screen's count on the built-in sample: 38 of its 299 merchants sell only through PiggyCards, so a
    /// build without that trait shows 261.
    #if PiggyCards
        static let firstPage = "Showing 50 of 299 merchants"
    #else
        static let firstPage = "Showing 50 of 261 merchants"
    #endif

    /// A home with the sample already made, and a pane running `explore` there; after it exits the pane shows
    /// its exit status and the terminal's settings.
    ///
    /// - Parameter options: added to the command line, after `explore`; standard error goes to `stderr.log` in the
    ///   home folder.
    func withExplore(options: String = "", _ body: (TmuxSession, TemporaryFolder) throws -> Void) throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let data = home.url.appendingPathComponent("data").path
        let command =
            "cd '\(home.url.path)' && env HOME='\(home.url.path)' XDG_DATA_HOME='\(data)' NO_COLOR=1 "
            + "'\(ExploreProcess.executable.path)' \(options) 2>stderr.log; status=$?; stty -a; "
            + "echo \"exit=$status\"; sleep 60"
        let session = try TmuxSession(command: command)
        defer { session.kill() }
        try body(session, home)
    }

    /// The words of `stty -a` show canonical mode and echo back on.
    func expectCookedMode(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let words = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(words.contains("icanon") && !words.contains("-icanon"), sourceLocation: sourceLocation)
        #expect(words.contains("echo") && !words.contains("-echo"), sourceLocation: sourceLocation)
    }

    @Test func searchOpenBackSortAndQuitLeaveTheTerminalCooked() throws {
        try withExplore { tmux, _ in
            let home = try tmux.waitFor(Self.firstPage)
            TextGolden.check(home, folder: "Interactive", named: "home")

            try tmux.type("/nine")
            try tmux.waitFor("1 merchant ")
            try tmux.press("Enter")
            try tmux.waitFor("/ search")
            try tmux.press("Enter")
            let detail = try tmux.waitFor("Explore › Nineart Café")
            TextGolden.check(detail, folder: "Interactive", named: "detail")

            try tmux.press("Escape")
            try tmux.waitFor("Search: nine")
            try tmux.press("Escape")
            try tmux.waitFor(Self.firstPage)
            try tmux.type("s")
            let sorted = try tmux.waitFor("Sort: discount")
            TextGolden.check(sorted, folder: "Interactive", named: "sorted")

            try tmux.type("q")
            let after = try tmux.waitFor("exit=0")
            #expect(!after.contains("Explore › Merchants"), "the alternate screen was left")
            expectCookedMode(after)
        }
    }

    @Test func aWordTypedQuicklyRunsOneSearchAfterThePauseInTyping() throws {
        try withExplore(options: "--log-level debug") { tmux, home in
            try tmux.waitFor(Self.firstPage)

            try tmux.type("/nineart")
            try tmux.waitFor("1 merchant ")
            try tmux.press("Escape")
            try tmux.waitFor(Self.firstPage)

            // The home page, the word once its last letter was typed, and the list again once it was cleared: no
            // search for "n", "ni", "nin"…
            let log = try String(contentsOf: home.url.appendingPathComponent("stderr.log"), encoding: .utf8)
            let searched = log.split(separator: "\n").filter { $0.contains("Directory search") }.map { line in
                line.split(separator: " ").first { $0.hasPrefix("text=") }.map { String($0.dropFirst(5)) } ?? "?"
            }
            #expect(searched == ["", "nineart", ""], "\(log)")
            try tmux.type("q")
            try tmux.waitFor("exit=0")
        }
    }

    @Test func ctrlCQuitsWithStatusZeroAndRestoresTheTerminal() throws {
        try withExplore { tmux, _ in
            try tmux.waitFor(Self.firstPage)
            try tmux.type("/caf")
            try tmux.waitFor("3 merchants")

            try tmux.press("C-c")

            expectCookedMode(try tmux.waitFor("exit=0"))
        }
    }

    @Test func theScreenIsRedrawnAtTheNewSizeAfterAResize() throws {
        try withExplore { tmux, _ in
            try tmux.waitFor(Self.firstPage)

            try tmux.resize(columns: 60, rows: 12)

            let screen = try tmux.waitFor("1/50")
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.prefix(12).allSatisfy { $0.count <= 60 })
            #expect(lines.prefix(12).last?.contains("quit") == true || lines.prefix(12).last?.contains("q") == true)
            try tmux.type("q")
            try tmux.waitFor("exit=0")
        }
    }
}
