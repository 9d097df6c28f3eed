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
}
