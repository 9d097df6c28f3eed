import Domain
import Testing

@Suite("MerchantID")
struct MerchantIDTests {
    @Test("ids are text, ordered as text, shown as they are")
    func textOrder() {
        #expect(MerchantID("10") < MerchantID("9"))
        #expect([MerchantID("b"), MerchantID("a")].sorted() == [MerchantID("a"), MerchantID("b")])
        #expect(MerchantID("42").description == "42")
    }
}
