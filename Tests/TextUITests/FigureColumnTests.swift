import Presentation
import ScreenSamples
import Testing
import TextUI

/// A figure (a distance, a count and its unit) is drawn whole at every width a screen lays out for: the name or
/// address beside it gives way.
@Suite struct FigureColumnTests {
    static let far = MerchantDetailViewState(
        title: "Café Sonnenschein", phase: .loaded, kind: "Dash · shops", headline: "Pay with Dash",
        locationsHeading: "2 locations",
        places: [
            PlaceRow(
                address: "Avenida Francisco de Miranda 42, Chacao, Caracas, Distrito Capital", distance: "11,970 km"),
            PlaceRow(address: "Calle 100, Valencia, Carabobo", distance: "12,003 km"),
        ])

    @Test func theDetailAtEightyColumnsCutsTheAddressNeverTheDistance() {
        let lines = TextRenderer.frame(Self.far, size: TerminalSize(columns: 80, rows: 12), theme: .plain).lines
        #expect(lines.contains { $0.hasSuffix(" 11,970 km") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.hasSuffix(" 12,003 km") })
        Golden.check(
            TextRenderer.frame(Self.far, size: TerminalSize(columns: 80, rows: 12), theme: .plain),
            named: "merchant-detail-far-plain-80")
    }

    @Test func aPrintedDetailNeverCutsAnything() {
        for fit in [PageFit.widen, .cut] {
            let page = TextRenderer.document(Self.far, columns: 80, theme: .plain, fit: fit, chrome: .bare)
            let text = page.printedLines.joined(separator: "\n")
            #expect(!text.contains("…"), "\(text)")
            #expect(text.contains("11,970 km") && text.contains("12,003 km"))
            #expect(text.contains("Avenida Francisco de Miranda 42,") && text.contains("Capital"))
        }
    }

    @Test func thePickerAtAHundredColumnsCutsThePlacesNameNeverItsCount() {
        let state = LocationPickerViewState(
            text: "ca", current: "Now: no location",
            rows: [
                LocationChoiceRow(
                    title: "Caracas Metropolitan District and its Surroundings", detail: "city in Distrito Capital",
                    merchants: "7,734 merchants"),
                LocationChoiceRow(title: "Carabobo", detail: "territory", merchants: "1,203 merchants"),
            ],
            selectedIndex: 0, phase: .loaded)
        let frame = TextRenderer.frame(state, size: TerminalSize(columns: 100, rows: 10), theme: .plain)
        #expect(frame.lines.contains { $0.hasSuffix(" 7,734 merchants") }, "\(frame.lines.joined(separator: "\n"))")
        #expect(frame.lines.contains { $0.hasSuffix(" 1,203 merchants") })
        #expect(frame.lines.allSatisfy { Measure.visibleWidth($0) <= 100 })
        Golden.check(frame, named: "location-picker-large-counts-plain-100")
    }

    @Test func theListAndTheTerritoriesKeepLargeCountsWhole() {
        var list = SampleStates.merchantList
        list.rows[2].locations = "1,234 locations"
        list.rows[2].distance = "12,345 km"
        for columns in [80, 120] {
            let lines = TextRenderer.frame(list, size: TerminalSize(columns: columns, rows: 16), theme: .plain).lines
            let row = lines.first { $0.contains("Tokyo") }
            #expect(row?.contains("1,234 locations") == true && row?.hasSuffix("12,345 km") == true, "\(row ?? "")")
        }
        let territories = TerritoriesViewState(
            rows: [
                TerritoryRow(name: "Any territory", merchants: ""),
                TerritoryRow(name: "Distrito Capital", merchants: "123,456,789 merchants"),
            ],
            selectedIndex: 0, phase: .loaded)
        let lines = TextRenderer.frame(territories, size: TerminalSize(columns: 40, rows: 8), theme: .plain).lines
        #expect(lines.contains { $0.hasSuffix(" 123,456,789 merchants") }, "\(lines.joined(separator: "\n"))")
    }
}
