import Domain
import Testing

@Suite("Discount")
struct DiscountTests {
    @Test(
        "basis points read as a percentage without trailing zeros",
        arguments: [
            (600, "6%"), (650, "6.5%"), (625, "6.25%"), (5, "0.05%"), (1, "0.01%"), (10, "0.1%"), (605, "6.05%"),
            (0, "0%"), (10_000, "100%"), (-150, "1.5%"), (-600, "6%"), (1999, "19.99%"),
        ])
    func percentText(_ basisPoints: Int, _ expected: String) {
        #expect(Discount(basisPoints: basisPoints).percentText == expected)
    }

    @Test(
        "the description says off, fee, or no discount",
        arguments: [(600, "6% off"), (650, "6.5% off"), (-150, "1.5% fee"), (-5, "0.05% fee"), (0, "no discount")])
    func description(_ basisPoints: Int, _ expected: String) {
        #expect(Discount(basisPoints: basisPoints).description == expected)
    }

    @Test("only a negative value is a fee", arguments: [(-1, true), (-150, true), (0, false), (1, false)])
    func isFee(_ basisPoints: Int, _ expected: Bool) {
        #expect(Discount(basisPoints: basisPoints).isFee == expected)
    }

    @Test("discounts order by basis points, fees below zero")
    func ordering() {
        let shuffled = [650, -150, 0, 600, -20, 625].map { Discount(basisPoints: $0) }
        #expect(shuffled.sorted().map(\.basisPoints) == [-150, -20, 0, 600, 625, 650])
        #expect(Discount.zero == Discount(basisPoints: 0))
        #expect(Discount(basisPoints: -150) < .zero)
    }
}
