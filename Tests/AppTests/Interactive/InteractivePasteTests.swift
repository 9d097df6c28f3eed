import Foundation
import Testing

/// A paste into the search field of the interactive `explore`, in a real terminal (tmux): the keys of each read are
/// handled as one change, so a paste costs a few searches and frames, not one per character, and Ctrl-C pressed
/// after it ends the program at once. One search and one frame per character took 72 seconds for 100 KB.
///
/// The bounds below are on a hang, not measures of speed: the program keeps them with a wide margin on a loaded
/// machine.
@Suite(.serialized) struct InteractivePasteTests {
    @Test(arguments: [100_000, 1_000_000])
    func ctrlCRightAfterALargePasteEndsTheProgram(bytes: Int) async throws {
        try await InteractiveModeTests().withExplore { tmux, home in
            try await tmux.waitFor(InteractiveModeTests.firstPage)
            try await tmux.type("/")
            try await tmux.waitFor("Search: ▏")

            let text = String(repeating: "sonnenschein ", count: bytes / 13)
            try await tmux.paste(text, through: home.url.appendingPathComponent("paste.txt"))
            try await tmux.press("C-c")

            let after = try await tmux.waitFor("exit=0", timeout: 60)
            InteractiveModeTests().expectCookedMode(after)
        }
    }

    @Test func aPasteOf100KBIsTypedAsTextAndSearchedOnce() async throws {
        try await InteractiveModeTests().withExplore(options: "--log-level debug") { tmux, home in
            try await tmux.waitFor(InteractiveModeTests.firstPage)
            try await tmux.type("/")
            try await tmux.waitFor("Search: ▏")

            let text = String(repeating: "cafe sonnenschein ", count: 100_000 / 18)
            try await tmux.paste(text, through: home.url.appendingPathComponent("paste.txt"))
            try await tmux.waitFor("1 merchant ", timeout: 60)
            try await tmux.press("Escape")
            try await tmux.waitFor(InteractiveModeTests.firstPage)
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")

            // The field keeps its first hundred characters; the search runs on them, not once per character.
            let log = try String(contentsOf: home.url.appendingPathComponent("stderr.log"), encoding: .utf8)
            let searches = log.split(separator: "\n").filter { $0.contains("Directory search") }
            #expect(searches.count < 10, "\(searches.count) searches")
        }
    }
}
