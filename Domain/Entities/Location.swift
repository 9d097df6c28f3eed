/// One place where a merchant trades: a row of the directory's `merchant` table.
public struct Location: Hashable, Sendable, Identifiable {
    /// The row id in the directory file.
    public let id: Int64
    /// Non-empty address lines, trimmed, in order (`address1`…`address4`).
    public var addressLines: [String]
    public var city: String?
    /// A state or region name, as the directory spells it.
    public var territory: String?
    /// `nil` when the file says 0/0 ("no location") or holds no coordinates.
    public var coordinate: Coordinate?
    public var phone: String?
    /// A maps link for this location, when the file holds a web address for it.
    public var mapLink: WebLink?

    public init(
        id: Int64, addressLines: [String] = [], city: String? = nil, territory: String? = nil,
        coordinate: Coordinate? = nil, phone: String? = nil, mapLink: WebLink? = nil
    ) {
        self.id = id
        self.addressLines = addressLines
        self.city = city
        self.territory = territory
        self.coordinate = coordinate
        self.phone = phone
        self.mapLink = mapLink
    }

    /// The address on one line: address lines, then city and territory, skipping repeats and blanks.
    public var singleLineAddress: String {
        var parts: [String] = []
        parts.reserveCapacity(addressLines.count + 2)
        func add(_ part: String?) {
            if let part, !part.isEmpty, !parts.contains(part) { parts.append(part) }
        }
        for line in addressLines { add(line) }
        add(city)
        add(territory)
        return parts.joined(separator: ", ")
    }
}
