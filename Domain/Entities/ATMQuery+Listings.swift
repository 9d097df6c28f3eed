/// The rules of an ATM list, on ATMs already read: what a query admits and in which order it lists them. The
/// reference ATM directory answers with them; the accelerated one orders by them wherever a position is given.
extension ATMQuery {
    /// Whether `atm` passes the query's text (its name and manufacturer, by ``SearchWords/matches(_:)``), action and
    /// territory; the radius is ``listings(among:)``'s.
    public func admits(_ atm: ATM) -> Bool {
        SearchWords(text).matches(atm.name + " " + (atm.manufacturer ?? ""))
            && (action?.admits(atm.type) ?? true)
            && (territory.map { $0 == atm.location.territory } ?? true)
    }

    /// The listings of `atms` this query lists, before paging: with a radius, those within it, nearest first, ties by
    /// row id (``NearbyRule``; the radius needs a position and must be in range); with a position alone, every one
    /// nearest first, those without coordinates last; without a position, by name (``ATMListing/nameOrder(_:_:)``).
    public func listings(among atms: [ATM]) throws(DirectoryError) -> [ATMListing] {
        let admitted = atms.filter(admits)
        if let radius {
            return ATMListing.nearby(admitted, around: try NearbyRule.centre(position, within: radius), within: radius)
        }
        guard let position else { return admitted.map { ATMListing(atm: $0) }.sorted(by: ATMListing.nameOrder) }
        return ATMListing.byDistance(admitted, from: position)
    }
}

extension ATMListing {
    /// The radius rule: ``NearbyRule`` with each ATM as its own one-location "merchant"; nearest first, ties by row id.
    public static func nearby(_ atms: [ATM], around position: Coordinate, within radius: Distance) -> [ATMListing] {
        let byID = Dictionary(atms.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs = atms.map { (MerchantID(String($0.id)), $0.location) }
        let listings = NearbyRule.nearest(among: pairs, to: position, within: radius).values.compactMap { match in
            byID[match.location.id].map { ATMListing(atm: $0, distance: match.distance) }
        }
        return listings.sorted { lhs, rhs in
            NearestFirst.precedes(lhs.distance, rhs.distance, tieBreak: lhs.id < rhs.id)
        }
    }

    /// Every ATM, nearest first; those without coordinates last, by name (``nameOrder(_:_:)``).
    public static func byDistance(_ atms: [ATM], from position: Coordinate) -> [ATMListing] {
        let listings = atms.map { atm in
            ATMListing(atm: atm, distance: atm.location.coordinate.map(position.distance(to:)))
        }
        return listings.sorted { lhs, rhs in
            NearestFirst.precedes(lhs.distance, rhs.distance, tieBreak: nameOrder(lhs, rhs))
        }
    }

    /// The folded name (``SearchWords/orderKey(_:)``), then the row id.
    public static func nameOrder(_ lhs: ATMListing, _ rhs: ATMListing) -> Bool {
        let (l, r) = (SearchWords.orderKey(lhs.atm.name), SearchWords.orderKey(rhs.atm.name))
        return l != r ? l < r : lhs.id < rhs.id
    }
}
