import Domain
import Presentation
import Testing
import TextUI

/// The ATM list and detail screens against their goldens, every width in both themes.
@Suite struct ATMScreensTests {
    static let list = ATMListViewState(
        actionText: "Filter: all", locationText: "Nearest to Los Angeles first",
        rows: [
            ATMListRow(
                id: 1, name: "Pizzaholic", manufacturer: "LocalBTM", type: "Buy", place: "Pacoima, California",
                distance: "850 m"),
            ATMListRow(
                id: 3, name: "Metro Syngrou Fix", manufacturer: "Bcash™", type: "Buy & sell", place: "Athens",
                distance: "11,103 km"),
            ATMListRow(
                id: 9, name: "Evil\u{1B}[31m ATM with a very long name that will not fit", manufacturer: "",
                type: "?", place: "", distance: nil),
        ],
        selectedIndex: 1, phase: .loaded, countText: "Showing 3 of 2,562 ATMs")

    static let detail = ATMDetailViewState(
        title: "Pizzaholic", phase: .loaded, kind: "Buy Dash", manufacturer: "LocalBTM",
        address: ["10750 Glenoaks Blvd 3", "Pacoima, CA 91331", "USA", "Pacoima, California"], distance: "850 m",
        phone: "6266008707", website: "https://coinatmradar.com/bitcoin_atm/733/", source: "Listed by coinatmradar")

    @Test func theATMListMatchesItsGoldens() {
        Golden.checkAll("atm-list") { size, theme in TextRenderer.frame(Self.list, size: size, theme: theme) }
    }

    @Test func theATMDetailMatchesItsGoldens() {
        Golden.checkAll("atm-detail") { size, theme in TextRenderer.frame(Self.detail, size: size, theme: theme) }
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
