import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp
@testable import Terminal

@Suite struct OutputTextTests {
    @Test(
        "every control but the newline is made visible",
        arguments: [
            ("\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"), ("a\u{9B}31mb", "a\\u{9B}31mb"), ("\u{202E}abc", "\\u{202E}abc"),
            ("x\u{2066}y\u{2069}", "x\\u{2066}y\\u{2069}"), ("one\u{2028}two\u{2029}", "one two "),
            ("del\u{7F}", "del␡"), ("over\rwrite", "over write"), ("tab\there", "tab here"), ("nul\u{0}", "nul␀"),
            ("line\nline\n", "line\nline\n"), ("Café Ávila 東京 🍩", "Café Ávila 東京 🍩"), ("", ""),
        ])
    func sanitizes(text: String, shown: String) {
        #expect(OutputText(text).text == shown)
    }

    @Test func ownSequencesAndRenderedLinesPassUnchanged() {
        let text =
            OutputText(sequence: "\u{1B}[H") + OutputText(rendered: ["\u{1B}[1ma\u{1B}[0m", "b"]) + .newline
        #expect(text.text == "\u{1B}[H\u{1B}[1ma\u{1B}[0m\nb\n")
    }

    @Test func unsafeScalarsAreTheOnesATerminalActsOn() {
        let unsafe: [Unicode.Scalar] = [
            "\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{200F}", "\u{202E}", "\u{2028}",
        ]
        let safe: [Unicode.Scalar] = ["a", " ", "~", "é", "\u{A0}", "東", "🍩"]
        #expect(unsafe.allSatisfy(OutputText.isUnsafe))
        #expect(!safe.contains(where: OutputText.isUnsafe))
    }

    /// A page the text renderer draws with the ANSI theme, over merchants named to attack the terminal: the only
    /// escapes in it are the theme's own SGR styles, and no other control gets through. This is what lets
    /// ``OutputText/init(rendered:separator:)`` pass rendered lines unchanged.
    @MainActor @Test func renderedPagesCarryNoControlButTheThemesStyles() async throws {
        let hostile = ["\u{1B}]0;pwned\u{07}Bar", "\u{9B}31mCSI", "\u{202E}Books\u{2066}", "Line\u{2028}Break\u{7F}"]
        let merchants = hostile.enumerated().map { index, name in
            Merchant(
                id: MerchantID("h\(index)\u{1B}[2J"), name: name, type: .physical, paymentMethod: .dash,
                locations: [Fixtures.location(Int64(index), Fixtures.caracas, territory: "\u{1B}[5mTerr\u{202E}")])
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        var root = CompositionRoot.fake(
            in: folder, adapters: .fake(directory: InMemoryDirectory(merchants: merchants)), printed: printed)
        root.console = Console(write: printed.append, isTerminal: true, allowsColor: true, columns: 100)

        try await root.run(["search"])
        try await root.run(["show", "h1\u{1B}[2J"])

        let output = printed.value
        #expect(output.contains("\u{1B}["), "the page was not drawn with the ANSI theme")
        #expect(output.contains("␛]0;pwned␇Bar"))
        let withoutStyles = output.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let controls = withoutStyles.unicodeScalars.filter { $0 != "\n" && OutputText.isUnsafe($0) }
        #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
    }
}
