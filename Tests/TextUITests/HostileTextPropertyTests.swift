import Domain
import Presentation
import Testing
import TextUI

/// Random Unicode and control characters, a few thousand cases from a fixed seed: no frame ever has a line wider
/// than the terminal, a line too many or too few, or a byte a terminal would act on other than our SGR.
@Suite struct HostileTextPropertyTests {
    @Test func fittedTextIsSafeAndNeverWiderThanAsked() {
        var generator = SeededGenerator(seed: 0x00E5_C0DE)
        var failures: [String] = []
        for _ in 0..<3000 {
            let text = RandomText.string(using: &generator)
            let width = Int.random(in: 0...120, using: &generator)
            let fitted = TerminalText.fit(text, width: width)
            if fitted.width > width || DisplayWidth.of(fitted.text) != fitted.width || Measure.hasControl(fitted.text) {
                failures.append("\(text.debugDescription) fitted to \(width): \(fitted)")
            }
        }
        #expect(failures == [])
    }

    @Test func framesOfHostileDataStayInsideTheTerminal() {
        var generator = SeededGenerator(seed: 42)
        // Making strings costs far more than drawing them, so cases draw from one pool of hostile strings.
        let pool = (0..<1000).map { _ in RandomText.string(using: &generator) }
        var pick = Picker(pool: pool)
        var failures: [String] = []
        for _ in 0..<1000 {
            let size = TerminalSize(
                columns: Int.random(in: 1...200, using: &generator), rows: Int.random(in: 1...40, using: &generator))
            let theme: Theme = Bool.random(using: &generator) ? .ansi : .plain
            let frames = [
                TextRenderer.frame(list(&pick, using: &generator), size: size, theme: theme),
                TextRenderer.frame(detail(&pick, using: &generator), size: size, theme: theme),
            ]
            for frame in frames {
                if frame.lines.count != size.rows { failures.append("\(frame.lines.count) lines at \(size)") }
                for line in frame.lines {
                    let visible = Measure.strippingSGR(line)
                    if DisplayWidth.of(visible) > size.columns || Measure.hasControl(visible)
                        || (theme == .plain && line.contains("\u{1B}"))
                    {
                        failures.append("\(line.debugDescription) at \(size)")
                    }
                }
            }
        }
        #expect(failures == [])
    }

    func list(_ pick: inout Picker, using generator: inout SeededGenerator) -> MerchantListViewState {
        let rows = (0..<Int.random(in: 0...30, using: &generator)).map { index in
            MerchantRow(
                id: MerchantID("\(index)"), name: pick.next(using: &generator),
                offer: pick.next(using: &generator), place: pick.next(using: &generator),
                locations: pick.next(using: &generator),
                distance: Bool.random(using: &generator) ? pick.next(using: &generator) : nil,
                isFavourite: Bool.random(using: &generator))
        }
        return MerchantListViewState(
            tabs: [TabItem(title: pick.next(using: &generator), isSelected: true)],
            searchText: pick.next(using: &generator), isSearchFocused: Bool.random(using: &generator),
            sortText: pick.next(using: &generator), filterText: pick.next(using: &generator),
            locationText: pick.next(using: &generator), recentSearches: [pick.next(using: &generator)],
            rows: rows, selectedIndex: rows.isEmpty ? nil : Int.random(in: 0..<rows.count, using: &generator),
            phase: rows.isEmpty ? .failed(pick.next(using: &generator)) : .loaded,
            countText: pick.next(using: &generator), pagingError: pick.next(using: &generator))
    }

    func detail(_ pick: inout Picker, using generator: inout SeededGenerator) -> MerchantDetailViewState {
        MerchantDetailViewState(
            title: pick.next(using: &generator), phase: .loaded, kind: pick.next(using: &generator),
            isFavourite: true, headline: pick.next(using: &generator),
            offers: [
                OfferRow(
                    provider: pick.next(using: &generator), discount: pick.next(using: &generator),
                    amounts: pick.next(using: &generator), source: pick.next(using: &generator))
            ],
            locationsHeading: pick.next(using: &generator),
            places: [
                PlaceRow(
                    address: pick.next(using: &generator), distance: pick.next(using: &generator),
                    phone: pick.next(using: &generator))
            ],
            website: pick.next(using: &generator), phone: pick.next(using: &generator),
            notice: pick.next(using: &generator), scrollOffset: Int.random(in: 0...5, using: &generator))
    }
}

/// Picks strings from a pool at random.
struct Picker {
    let pool: [String]

    func next(using generator: inout SeededGenerator) -> String {
        pool.randomElement(using: &generator)!
    }
}
