import Domain

/// The catalog's ATMs by territory, one page each: a few thousand ATMs in one table made an 839 KB page.
///
/// A group names its ATMs by their positions in the catalog's own array (``Selection``) rather than copying them: at
/// 1,000,000 merchants a generated directory has 25,000 ATMs, and a copy of them cost 5.5 MB for the whole run.
struct ATMGroups: Sendable {
    /// Some of the catalog's ATMs, in the catalog's order (name ignoring case, then id), by their positions in it.
    struct Selection: RandomAccessCollection, Sendable {
        private let all: [ATM]
        private let positions: [Int32]

        fileprivate init(all: [ATM], positions: [Int32]) {
            self.all = all
            self.positions = positions
        }

        var startIndex: Int { positions.startIndex }
        var endIndex: Int { positions.endIndex }
        subscript(position: Int) -> ATM { all[Int(positions[position])] }
    }

    /// One territory's ATMs.
    struct Group: Sendable {
        let territory: String
        let atms: Selection
    }

    /// Every ATM of the catalog, in its order.
    let all: [ATM]
    /// Territories with ATMs, by name ignoring case and accents.
    let groups: [Group]
    /// ATMs whose location names no territory, listed on a page of their own.
    let unplaced: Selection
    /// Every ATM of the catalog.
    var count: Int { all.count }

    init(_ atms: [ATM]) {
        var byTerritory: [String: [Int32]] = [:]
        var unplaced: [Int32] = []
        for (position, atm) in zip(Int32(0)..., atms) {
            if let territory = atm.location.territory {
                byTerritory[territory, default: []].append(position)
            } else {
                unplaced.append(position)
            }
        }
        groups = byTerritory.map { Group(territory: $0.key, atms: Selection(all: atms, positions: $0.value)) }.sorted {
            (SearchWords.orderKey($0.territory), $0.territory) < (SearchWords.orderKey($1.territory), $1.territory)
        }
        self.unplaced = Selection(all: atms, positions: unplaced)
        all = atms
    }
}
