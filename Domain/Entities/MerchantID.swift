/// The identifier that groups a merchant's locations.
///
/// Real files store it as TEXT since schema v2 and as INTEGER in v1, so it is kept as text here.
public struct MerchantID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: MerchantID, rhs: MerchantID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
