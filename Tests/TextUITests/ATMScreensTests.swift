import Domain
import Presentation
import ScreenSamples
import Testing
import TextUI

/// The ATM list and detail screens against their goldens, every width in both themes.
@Suite struct ATMScreensTests {
    @Test func theATMListMatchesItsGoldens() {
        Golden.checkAll("atm-list") { size, theme in TextRenderer.frame(SampleStates.atmList, size: size, theme: theme)
        }
    }

    @Test func theATMDetailMatchesItsGoldens() {
        Golden.checkAll("atm-detail") { size, theme in
            TextRenderer.frame(SampleStates.atmDetail, size: size, theme: theme)
        }
    }

    @Test func theATMListStatesMatchTheirGoldens() {
        let states: [String: ATMListViewState] = [
            "loading": ATMListViewState(phase: .loading),
            "empty": ATMListViewState(
                searchText: "zzz", actionText: "Filter: sell",
                phase: .empty("No ATMs where you can sell Dash match \u{201C}zzz\u{201D}.")),
            "failed": ATMListViewState(phase: .failed("Reading the merchant directory failed: disk I/O error.")),
            "searching": ATMListViewState(searchText: "gen", isSearchFocused: true, phase: .loading),
        ]
        for (name, state) in states {
            Golden.check(
                TextRenderer.frame(state, size: TerminalSize(columns: 80, rows: 10), theme: .plain),
                named: "atm-list-\(name)-plain-80")
        }
    }

    /// Short names leave their width to the place, which is then read whole at 80 columns.
    @Test func thePlaceTakesTheWidthTheNamesLeaveFree() {
        let place = "Terminal 4, LAX, Los Angeles"
        let state = ATMListViewState(
            rows: [
                ATMListRow(
                    id: 1, name: "Coinsource", manufacturer: "Genmega", type: "Buy", place: place, distance: "3 km"),
                ATMListRow(id: 2, name: "Bitcoin Depot", manufacturer: "Genmega", type: "Sell", place: "Pasadena"),
            ],
            selectedIndex: 0, phase: .loaded, countText: "2 ATMs")
        let frame = TextRenderer.frame(state, size: TerminalSize(columns: 80, rows: 8), theme: .plain)
        let lines = frame.lines
        #expect(lines.contains { $0.contains(" ▸ Coinsource") && $0.contains(place) }, "\(frame.text)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
