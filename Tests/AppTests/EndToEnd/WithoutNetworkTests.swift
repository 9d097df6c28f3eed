// Built without the Network trait only: what `Scripts/demo`'s program says of what it leaves out
// (Docs/adr/0008-package-traits.md).
#if !Network
    import Foundation
    import TestSupport
    import Testing

    /// `explore` built without the Network trait, as `Scripts/demo` builds it: everything works from files, and what
    /// needs the network (serving pages, syncing over HTTP, live offers) gets one sentence saying how to build it.
    @Suite struct WithoutNetworkTests {
        static let advice =
            "needs the Network trait, which this build of explore leaves out (Scripts/demo builds without it). Build "
            + "it with its default traits (swift build) to serve pages, sync over HTTP and ask for live offers."

        @Test func serveSaysWhatItNeedsAndListensNowhere() async throws {
            let home = try TemporaryFolder()
            defer { home.remove() }
            let explore = ExploreProcess(home: home)

            let run = try await explore.run(["serve", "--port", "0"])

            #expect(run.status == 1)
            #expect(run.standardError == "explore: error: explore serve " + Self.advice + "\n")
            #expect(run.standardOutput.isEmpty)
        }

        @Test func aSyncOverHTTPIsOneSentenceAndLeavesTheSnapshotAsItWas() async throws {
            let home = try TemporaryFolder()
            defer { home.remove() }
            let explore = ExploreProcess(home: home)
            #expect(try await explore.run(["search", "cafe"]).status == 0)
            let snapshot = explore.dataFolder.appendingPathComponent("directory.db")
            let before = try Data(contentsOf: snapshot)

            let run = try await explore.run(["sync", "--from", "http://127.0.0.1:9/manifest.json"])

            #expect(run.status == 1)
            // No note about plain HTTP: nothing is downloaded.
            #expect(
                run.errorLines == [
                    "explore: error: This explore was built without the Network trait and syncs from files only: give "
                        + "a manifest file's path instead of http://127.0.0.1:9/manifest.json, or build the whole "
                        + "program (swift build)."
                ])
            #expect(try Data(contentsOf: snapshot) == before)
        }

        @Test func liveOffersAreRefusedAsAnOptionAndLeftAloneAsAVariable() async throws {
            let home = try TemporaryFolder()
            defer { home.remove() }
            let explore = ExploreProcess(home: home)

            let option = try await explore.run(["search", "cafe", "--ctx-url", "http://127.0.0.1:9/"])
            let variable = try await explore.run(
                ["search", "cafe", "--log-level", "notice"], environment: ["EXPLORE_CTX_URL": "http://127.0.0.1:9/"])

            #expect(option.status == 2)
            #expect(option.standardError.hasPrefix("explore: error: --ctx-url " + Self.advice))
            #expect(variable.status == 0)
            #expect(variable.standardOutput.contains("Café"))
            #expect(
                variable.errorLines.contains(
                    "[notice] explore: EXPLORE_CTX_URL is not asked: this build of explore has no Network trait"))
        }

        /// In a terminal at 80×24: the sync screen shows the whole sentence, with what to change, and offers no retry,
        /// which could only fail the same way (that `r` then starts nothing is `SyncStatusViewModelTests`' to show).
        @Test func theSyncScreenSaysWhatToChangeAndOffersNoRetry() async throws {
            let home = try TemporaryFolder()
            defer { home.remove() }
            let command =
                "cd '\(home.url.path)' && env HOME='\(home.url.path)' XDG_DATA_HOME='\(home.url.path)/data' "
                + "NO_COLOR=1 '\(ExploreProcess.executable.path)'; echo \"exit=$?\"; sleep 60"
            let tmux = try TmuxSession(command: command, columns: 80, rows: 24)
            defer { tmux.kill() }
            try await tmux.waitFor("Showing")
            try await tmux.type("u")
            try await tmux.waitFor("No sync source is set yet.")
            try await tmux.type("s")
            try await tmux.type("https://example.org/explore/manifest.json")
            try await tmux.press("Enter")
            try await tmux.waitFor("Press Enter to sync now.")

            try await tmux.press("Enter")
            let refused = try await tmux.waitFor("or build the whole program (swift")
            #expect(refused.contains("give a manifest file's path instead of"))
            #expect(!refused.contains("try again"))
            #expect(!refused.contains("r retry"))
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }
#endif
