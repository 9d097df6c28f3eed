import Domain
import TestSupport
import Testing

@Suite("Location")
struct LocationTests {
    @Test(
        "the one-line address joins lines, city and territory, skipping blanks and repeats",
        arguments: [
            (
                ["Av. Urdaneta 1", "Piso 2"], "Caracas", "Distrito Capital",
                "Av. Urdaneta 1, Piso 2, Caracas, Distrito Capital"
            ),
            (["Calle 100", ""], "Valencia", "Carabobo", "Calle 100, Valencia, Carabobo"),
            (["Hamra St"], "Beirut", "Beirut", "Hamra St, Beirut"),
            ([], nil, "Zulia", "Zulia"),
            ([], nil, nil, ""),
            (["Main St"], "", nil, "Main St"),
        ])
    func singleLineAddress(_ lines: [String], _ city: String?, _ territory: String?, _ expected: String) {
        #expect(Location(id: 1, addressLines: lines, city: city, territory: territory).singleLineAddress == expected)
    }
}
