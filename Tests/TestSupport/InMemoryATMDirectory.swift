import Domain

/// An ``ATMDirectory`` over ATMs held in memory, answering by the port's rules: a fake for Presentation tests
/// and an oracle for the SQLite adapter.
public actor InMemoryATMDirectory: ATMDirectory {
    public private(set) var atms: [ATM]
    /// When set, every call fails with this error.
    public var failure: DirectoryError?
    /// Every query received, in order.
    public private(set) var receivedQueries: [ATMQuery] = []

    public init(atms: [ATM]) {
        self.atms = atms
    }

    public func setFailure(_ failure: DirectoryError?) { self.failure = failure }

    public func atms(_ query: ATMQuery) async throws(DirectoryError) -> Page<ATMListing> {
        receivedQueries.append(query)
        if let failure { throw failure }
        let listings = try Self.answer(query, over: atms)
        let items = Array(listings.dropFirst(query.page.offset).prefix(query.page.limit))
        return Page(items: items, total: listings.count, request: query.page)
    }

    public func atm(id: Int64, near position: Coordinate?) async throws(DirectoryError) -> ATMListing? {
        if let failure { throw failure }
        return atms.first { $0.id == id }.map { Self.listing($0, from: position) }
    }

    public func territories() async throws(DirectoryError) -> [String] {
        if let failure { throw failure }
        return Array(Set(atms.compactMap(\.location.territory)))
    }

    /// Every listing matching the query, in order, before paging; a radius needs a position and must be in range
    /// (``NearbyRule/centre(_:within:)``).
    public static func answer(_ query: ATMQuery, over atms: [ATM]) throws(DirectoryError) -> [ATMListing] {
        let words = SearchWords(query.text)
        let listings = atms.filter { atm in
            words.matches(atm.name + " " + (atm.manufacturer ?? ""))
                && (query.action?.admits(atm.type) ?? true)
                && (query.territory == nil || atm.location.territory == query.territory)
        }.map { listing($0, from: query.position) }
        if let radius = query.radius {
            _ = try NearbyRule.centre(query.position, within: radius)
            let within = listings.filter { $0.distance.map { $0 <= radius } ?? false }
            return NearestFirst.sorted(within, distance: { $0.distance }, tieBreak: { $0.id < $1.id })
        }
        let byName: (ATMListing, ATMListing) -> Bool = { lhs, rhs in
            let (l, r) = (SearchWords.orderKey(lhs.atm.name), SearchWords.orderKey(rhs.atm.name))
            return l != r ? l < r : lhs.id < rhs.id
        }
        guard query.position != nil else { return listings.sorted(by: byName) }
        return NearestFirst.sorted(listings, distance: { $0.distance }, tieBreak: byName)
    }

    /// The listing of an ATM seen from `position`.
    public static func listing(_ atm: ATM, from position: Coordinate?) -> ATMListing {
        ATMListing(atm: atm, distance: position.flatMap { from in atm.location.coordinate.map(from.distance(to:)) })
    }
}
