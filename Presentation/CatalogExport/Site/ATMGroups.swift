import Domain

/// The catalog's ATMs by territory, one page each: a few thousand ATMs in one table made an 839 KB page.
struct ATMGroups: Sendable {
    /// One territory's ATMs, in the catalog's order (name ignoring case, then id).
    struct Group: Sendable {
        let territory: String
        let atms: [ATM]
    }

    /// Territories with ATMs, by name ignoring case and accents.
    let groups: [Group]
    /// ATMs whose location names no territory, listed on a page of their own.
    let unplaced: [ATM]
    /// Every ATM of the catalog.
    let count: Int

    init(_ atms: [ATM]) {
        var byTerritory: [String: [ATM]] = [:]
        var unplaced: [ATM] = []
        for atm in atms {
            if let territory = atm.location.territory {
                byTerritory[territory, default: []].append(atm)
            } else {
                unplaced.append(atm)
            }
        }
        groups = byTerritory.map { Group(territory: $0.key, atms: $0.value) }.sorted {
            (SearchWords.orderKey($0.territory), $0.territory) < (SearchWords.orderKey($1.territory), $1.territory)
        }
        self.unplaced = unplaced
        count = atms.count
    }
}
