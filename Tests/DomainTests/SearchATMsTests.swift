import Domain
import TestSupport
import Testing

@Suite("SearchATMs")
struct SearchATMsTests {
    @Test(
        "search text follows SearchMerchants' rules: trimmed, collapsed and capped",
        arguments: [("  lama  ", "lama"), ("gen\t\n byt", "gen byt"), ("   ", ""), ("\"NEAR\"  *-", "\"NEAR\" *-")])
    func textNormalised(_ text: String, _ expected: String) throws {
        #expect(try SearchATMs.normalized(ATMQuery(text: text)).text == expected)
        let long = String(repeating: "ab ", count: 150)
        #expect(try SearchATMs.normalized(ATMQuery(text: long)).text.count == SearchMerchants.maximumTextLength)
    }

    @Test("the territory is trimmed, and a blank one means any")
    func territoryTrimmed() throws {
        #expect(try SearchATMs.normalized(ATMQuery(territory: " Texas ")).territory == "Texas")
        #expect(try SearchATMs.normalized(ATMQuery(territory: "  ")).territory == nil)
    }

    @Test("a radius without a position is an invalid query")
    func radiusNeedsAPosition() {
        #expect(throws: DirectoryError.invalidQuery(.needsPosition)) {
            try SearchATMs.normalized(ATMQuery(radius: .kilometers(5)))
        }
    }

    @Test("a radius must be more than 0 and at most 500 km", arguments: [0.0, -1, 500.001])
    func radiusBounds(_ kilometers: Double) {
        #expect(throws: DirectoryError.self) {
            try SearchATMs.normalized(
                ATMQuery(position: Fixtures.caracas, radius: .kilometers(kilometers)))
        }
    }

    @Test("the directory receives the normalised query and its answer comes back unchanged")
    func asksTheDirectory() async throws {
        let directory = InMemoryATMDirectory(atms: Fixtures.atms)
        let page = try await SearchATMs(directory: directory)(ATMQuery(text: "  kiosk ", action: .buyAndSell))
        #expect(page.items.map(\.id) == [12])
        #expect(page.total == 1)
        #expect(await directory.receivedQueries.map(\.text) == ["kiosk"])
    }

    @Test("within a radius, ATMs come nearest first and the far ones are left out")
    func nearbyByTrueDistance() async throws {
        let directory = InMemoryATMDirectory(atms: Fixtures.atms)
        let query = ATMQuery(position: Fixtures.caracas, radius: .kilometers(200))
        let page = try await SearchATMs(directory: directory)(query)
        #expect(page.items.map(\.id) == [11, 12])
        #expect(page.items[0].distance == Distance(meters: 0))
        // Caracas to Valencia is about 126 km by great circle.
        #expect(abs(page.items[1].distance!.kilometers - 126) < 1)
    }
}
