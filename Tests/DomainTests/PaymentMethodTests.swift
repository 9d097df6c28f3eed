import Domain
import Testing

@Suite("PaymentMethod")
struct PaymentMethodTests {
    @Test("raw values are the directory's spelling, gift card with its space")
    func spelling() {
        #expect(PaymentMethod(rawValue: "dash") == .dash)
        #expect(PaymentMethod(rawValue: "gift card") == .giftCard)
    }
}
