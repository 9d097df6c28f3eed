/// A saving on a gift card, in basis points: 600 is 6.00 %; a negative value is a fee.
///
/// Real files store `savingsPercentage` as an INTEGER in basis points, despite the column's name.
public struct Discount: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let basisPoints: Int

    public init(basisPoints: Int) {
        self.basisPoints = basisPoints
    }

    public static let zero = Discount(basisPoints: 0)

    /// A negative discount: the customer pays more than the card's face value.
    public var isFee: Bool { basisPoints < 0 }

    /// The magnitude as a percentage with no trailing zeros: 600 → "6%", 650 → "6.5%", 1 → "0.01%".
    public var percentText: String {
        let magnitude = basisPoints.magnitude
        let whole = magnitude / 100
        let hundredths = magnitude % 100
        switch hundredths {
        case 0: return "\(whole)%"
        case let h where h % 10 == 0: return "\(whole).\(h / 10)%"
        case let h where h < 10: return "\(whole).0\(h)%"
        case let h: return "\(whole).\(h)%"
        }
    }

    /// "6% off", "1.5% fee", or "no discount".
    public var description: String {
        if basisPoints == 0 { return "no discount" }
        return isFee ? "\(percentText) fee" : "\(percentText) off"
    }

    public static func < (lhs: Discount, rhs: Discount) -> Bool {
        lhs.basisPoints < rhs.basisPoints
    }
}
