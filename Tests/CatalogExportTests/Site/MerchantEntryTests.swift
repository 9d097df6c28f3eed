import Testing

@testable import CatalogExport

@Suite("MerchantEntries")
struct MerchantEntryTests {
    @Test("every entry reads back as it was added, across blocks, whatever its length")
    func roundTrip() {
        let details = ["In shops · Pay with Dash", "Online · Gift cards · 17.75% off", ""]
        var added: [MerchantEntry] = (0..<5_000).map { number in
            MerchantEntry(
                name: "Shop \(number) Ñandú", stem: "shop-\(number)-nandu--\(number)",
                detail: details[number % details.count])
        }
        // Lengths around the one-byte and two-byte length boundaries, an empty name, and a name longer than a block.
        added += [127, 128, 16_383, 16_384, 0].map {
            MerchantEntry(name: String(repeating: "a", count: $0), stem: "s", detail: "d")
        }
        added.append(MerchantEntry(name: String(repeating: "é", count: 40_000), stem: "long--1", detail: details[0]))
        added.append(MerchantEntry(name: "After the long one", stem: "after--2", detail: "new detail"))
        var entries = MerchantEntries()
        let numbers = added.map { entries.append($0) }

        #expect(numbers == (0..<Int32(added.count)).map { $0 })
        #expect(numbers.map { entries[$0] } == added)
    }

    @Test("a list shows the entries it names, in its own order, each as often as it names it")
    func list() {
        var entries = MerchantEntries()
        let numbers = ["A", "B", "C"].map { entries.append(MerchantEntry(name: $0, stem: $0, detail: "x")) }
        let list = MerchantEntryList(entries: entries, numbers: [numbers[2], numbers[0], numbers[2]])
        #expect(list.map(\.name) == ["C", "A", "C"])
        #expect(list.map(\.path) == ["merchants/C.html", "merchants/A.html", "merchants/C.html"])
    }
}
