import Domain
import Testing

@Suite("TerritoryName")
struct TerritoryNameTests {
    let known = ["California", "São Paulo", "Zürich", "Carabobo"]

    @Test("the name as the directory spells it is itself")
    func exact() throws {
        #expect(try TerritoryName.resolve("California", among: known) == "California")
    }

    @Test("a name typed without capitals or accents is the directory's spelling")
    func folded() throws {
        #expect(try TerritoryName.resolve("california", among: known) == "California")
        #expect(try TerritoryName.resolve("sao paulo", among: known) == "São Paulo")
        #expect(try TerritoryName.resolve("ZURICH", among: known) == "Zürich")
    }

    @Test("an unknown name fails with the nearest names")
    func unknown() {
        #expect(throws: DirectoryError.territoryNotFound("Californa", suggestions: ["California"])) {
            try TerritoryName.resolve("Californa", among: known)
        }
        #expect(throws: DirectoryError.territoryNotFound("Atlantis", suggestions: [])) {
            try TerritoryName.resolve("Atlantis", among: known)
        }
        #expect(throws: DirectoryError.territoryNotFound("cal", suggestions: ["California"]), "a start is not a name") {
            try TerritoryName.resolve("cal", among: known)
        }
    }
}
