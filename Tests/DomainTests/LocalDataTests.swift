import Domain
import TestSupport
import Testing

@Suite("LocalData")
struct LocalDataTests {
    @Test("a chosen location starts with the default 20-mile radius")
    func chosenLocationDefaultRadius() {
        #expect(ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas).radius == .miles(20))
    }
}
