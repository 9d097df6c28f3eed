import Foundation
import Testing

@testable import ExploreApp

/// The built `explore` as a person uses it every day, output piped: the version, a mistyped command, phones in
/// `show`'s JSON, what `doctor` says, and lists without the screen's chrome.
@Suite struct EverydayCommandLineTests {
    /// The built-in sample's merchants: some sell only through PiggyCards, so a build without that trait lists fewer.
    #if PiggyCards
        static let sampleMerchants = "300"
    #else
        static let sampleMerchants = "257"
    #endif

    func withHome(_ body: (ExploreProcess) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try await body(ExploreProcess(home: home))
    }

    @Test func bothSpellingsOfVersionPrintTheSameOneLine() async throws {
        try await withHome { explore in
            let dashed = try await explore.run(["--version"])
            let word = try await explore.run(["version"])

            #expect(dashed.status == 0 && word.status == 0)
            #expect(dashed.standardError.isEmpty && word.standardError.isEmpty)
            #expect(dashed.standardOutput == "explore \(ExploreVersion.number) (snapshot schema version 4)\n")
            #expect(word.standardOutput == dashed.standardOutput)
            #expect(ExploreVersion.number.split(separator: ".").allSatisfy { Int($0) != nil })
            #expect(explore.home.contents().isEmpty, "printing the version makes no file")
        }
    }

    @Test func aMistypedCommandExitsTwoWithOneLineNamingTheNearestCommand() async throws {
        try await withHome { explore in
            let typo = try await explore.run(["serch", "cafe"])
            #expect(typo.status == 2)
            #expect(typo.standardOutput.isEmpty)
            #expect(typo.standardError == "explore: error: Unknown command 'serch'. Did you mean 'search'?\n")

            let far = try await explore.run(["--no-color", "frobnicate"])
            #expect(far.status == 2)
            #expect(
                far.standardError
                    == "explore: error: Unknown command 'frobnicate'. See 'explore --help' for the commands.\n")

            let option = try await explore.run(["search", "--bogus"])
            #expect(option.status == 2)
            #expect(option.errorLines.count == 1)
            #expect(option.standardError.contains("'--bogus'"), "a known command's own errors are the parser's")
        }
    }

    @Test func showsJSONCarriesThePhonesItsTextShows() async throws {
        try await withHome { explore in
            let found = try await explore.run(["search", "apex airways", "--limit", "1", "--format", "json"])
            let items = try #require(try Self.object(found.standardOutput)["items"] as? [[String: Any]])
            let id = try #require(items.first?["merchantId"] as? String)

            let json = try await Self.object(try explore.run(["show", id, "--format", "json"]).standardOutput)
            let text = try await explore.run(["show", id]).standardOutput

            let locations = try #require(json["locations"] as? [[String: Any]])
            let phones = locations.compactMap { $0["phone"] as? String }
            #expect(!phones.isEmpty && phones.count == locations.count)
            for phone in phones { #expect(text.contains(phone), "\(phone) is in the text too") }
            let merchantPhone = try #require(json["phone"] as? String)
            #expect(text.contains("Phone    \(merchantPhone)"))
        }
    }

    @Test func doctorCountsMerchantsAndATMsAndShowsWhatTheStoreRemembers() async throws {
        try await withHome { explore in
            await #expect(try explore.run(["location", "set", "sao paulo"]).status == 0)
            let store = explore.dataFolder.appendingPathComponent("local.db").path
            // A store written by hand may hold a source with secrets, which `sync` never stores: it is masked.
            let secret = "https://reader:hunter2@example.org/manifest.json?token=abc123"
            let insert = "INSERT INTO sync_source (id, url) VALUES (1, '\(secret)')"
            await #expect(try Shell.status("sqlite3", [store, insert]) == 0)

            let run = try await explore.run(["doctor"])

            #expect(run.status == 0, "\(run.standardError)")
            let lines = run.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first == "program:     \(ExploreVersion.line)")
            #expect(
                lines.contains {
                    $0.hasPrefix("  merchants: \(Self.sampleMerchants) (") && $0.hasSuffix(" location rows)")
                })
            #expect(lines.contains("  ATMs:      30"))
            #expect(lines.contains { $0.hasPrefix("  location:  Near São Paulo (") })
            #expect(lines.contains("  sync from: https://reader:***@example.org/manifest.json?token=***"))
            #expect(!run.standardOutput.contains("hunter2") && !run.standardOutput.contains("abc123"))
        }
    }

    @Test func pipedListsPrintTheirRowsWithoutTheScreensChrome() async throws {
        try await withHome { explore in
            let search = try await explore.run(["search", "caf", "--limit", "3"])
            let atms = try await explore.run(["atms", "--limit", "3"])

            for run in [search, atms] {
                #expect(run.status == 0)
                for chrome in ["Explore ›", "[All]", "Online  Nearby", "/ to search", "Search:", "q quit", "? help"] {
                    #expect(!run.standardOutput.contains(chrome), "\(chrome) is for the screen")
                }
            }
            let merchants = search.standardOutput.split(separator: "\n")
            #expect(merchants.first?.hasPrefix("   Merchant ") == true)
            #expect(merchants.count == 5, "headings, three rows, the count")
            #expect(merchants.last?.hasPrefix(" Showing 3 of ") == true)
            let machines = atms.standardOutput.split(separator: "\n")
            #expect(machines.first?.hasPrefix("   ATM ") == true)
            #expect(machines.last == " Showing 3 of 30 ATMs")
        }
    }

    /// On a terminal (tmux) a printed list keeps its title and what was asked, for the person reading it, but no key.
    @Test func onATerminalAListKeepsItsTitleAndWhatWasAskedButNoKeys() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let data = home.url.appendingPathComponent("data").path
        let command =
            "cd '\(home.url.path)' && env HOME='\(home.url.path)' XDG_DATA_HOME='\(data)' NO_COLOR=1 "
            + "'\(ExploreProcess.executable.path)' search caf --limit 3 2>/dev/null; echo \"exit=$?\"; sleep 60"
        let tmux = try TmuxSession(command: command, columns: 100, rows: 30)
        defer { tmux.kill() }

        let screen = try await tmux.waitFor("exit=0")

        #expect(screen.contains(" Explore › Merchants"))
        #expect(screen.contains(" [All] Online  Nearby"))
        #expect(screen.contains(" Search: caf"))
        #expect(screen.contains(" Showing 3 of "))
        #expect(!screen.contains("/ to search") && !screen.contains("q quit"))
    }

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
}
