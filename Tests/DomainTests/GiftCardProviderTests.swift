import Domain
import Testing

@Suite("GiftCardProvider")
struct GiftCardProviderTests {
    @Test("providers order CTX first, then PiggyCards")
    func order() {
        #expect([GiftCardProvider.piggyCards, .ctx].sorted() == [.ctx, .piggyCards])
        #expect(GiftCardProvider.ctx < .piggyCards)
        #expect(!(GiftCardProvider.piggyCards < .ctx))
        #expect(!(GiftCardProvider.ctx < .ctx))
    }

    @Test(
        "raw values are the directory's spelling, and the names people see",
        arguments: [
            (GiftCardProvider.ctx, "CTX"), (.piggyCards, "PiggyCards"),
        ])
    func spelling(_ provider: GiftCardProvider, _ name: String) {
        #expect(GiftCardProvider(rawValue: name) == provider)
        #expect(provider.displayName == name)
    }
}
