import Domain
import Testing

@Suite("RedeemType")
struct RedeemTypeTests {
    @Test("raw values are the directory's spelling")
    func spelling() {
        #expect(RedeemType.allCases.map(\.rawValue) == ["barcode", "url", "online", "none"])
    }
}
