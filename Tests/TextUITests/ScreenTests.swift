import Domain
import Foundation
import Presentation
import ScreenSamples
import Testing
import TextUI

@Suite struct ScreenTests {
    func list(rows count: Int, selected: Int) -> MerchantListViewState {
        var state = SampleStates.merchantList
        state.rows = (0..<count).map {
            MerchantRow(
                id: MerchantID("\($0)"), name: "Merchant \($0)", offer: "Dash", place: "", locations: "1 location")
        }
        state.selectedIndex = selected
        return state
    }

    @Test func aPrintedListHoldsEveryRowWithNoPaddingAndNoKeyHelp() {
        let state = list(rows: 50, selected: 0)
        let document = TextRenderer.document(state, columns: 40, theme: .plain)
        let frame = TextRenderer.frame(state, size: TerminalSize(columns: 40, rows: 200), theme: .plain)

        #expect((0..<50).allSatisfy { index in document.lines.contains { $0.contains("Merchant \(index) ") } })
        #expect(document.lines.count < frame.lines.count)
        #expect(frame.lines.last?.contains("quit") == true)
        #expect(!document.lines.contains { $0.contains("quit") })
        #expect(document.lines.last == frame.lines[frame.lines.count - 2])
    }

    @Test func aPrintedDetailHoldsTheWholeBodyWithoutKeyHelp() {
        let document = TextRenderer.document(SampleStates.merchantDetail, columns: 60, theme: .plain)
        let frame = TextRenderer.frame(
            SampleStates.merchantDetail, size: TerminalSize(columns: 60, rows: 100), theme: .plain)

        let content = frame.lines.dropLast().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(content.allSatisfy { document.lines.contains($0) })
        #expect(!document.lines.contains { $0.contains("back") && $0.contains("quit") })
    }

    @Test func aListKeepsTheSelectionInViewOnTheSmallestTerminal() {
        for selected in [0, 1, 17, 48, 49] {
            let frame = TextRenderer.frame(list(rows: 50, selected: selected), size: .smallest, theme: .plain)
            #expect(frame.lines.count == 10)
            #expect(frame.lines.contains { $0.hasPrefix(" ▸ Merchant \(selected) ") })
        }
    }

    @Test func theSelectionIsCentredWhenTheListCanScrollThatFar() {
        let frame = TextRenderer.frame(
            list(rows: 50, selected: 20), size: TerminalSize(columns: 40, rows: 15), theme: .plain)
        let names = frame.lines.filter { $0.contains("Merchant ") }.dropFirst().map {
            $0.prefix(14).trimmingSuffix(" ")
        }
        #expect(names == (16...24).map { $0 == 20 ? " ▸ Merchant 20" : "   Merchant \($0)" })
    }

    @Test func aTinyTerminalStillGetsExactlyItsRowsAndTheTitle() {
        let frame = TextRenderer.frame(SampleStates.merchantList, size: TerminalSize(columns: 5, rows: 2), theme: .ansi)
        #expect(frame.lines.count == 2)
        #expect(frame.lines.allSatisfy { Measure.visibleWidth($0) <= 5 })
        #expect(Measure.strippingSGR(frame.lines[0]) == " Exp…")
    }

    @Test func thePlainThemeEmitsNoEscapeAndTheAnsiThemeOnlySGR() {
        let plain = TextRenderer.frame(SampleStates.merchantList, size: .standard, theme: .plain)
        let ansi = TextRenderer.frame(SampleStates.merchantList, size: .standard, theme: .ansi)
        #expect(!plain.text.contains("\u{1B}"))
        #expect(ansi.text.contains("\u{1B}[1;7m"))
        #expect(ansi.lines.map { Measure.strippingSGR($0).trimmingSuffix(" ") } == plain.lines)
        #expect(!ansi.lines.map(Measure.strippingSGR).joined().contains("\u{1B}"))
    }
}

extension StringProtocol {
    /// The text without trailing copies of `character`.
    func trimmingSuffix(_ character: Character) -> String {
        var text = String(self)
        while text.last == character { text.removeLast() }
        return text
    }
}
