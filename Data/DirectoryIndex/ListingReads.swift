import Domain
import GRDB
import SnapshotFile

/// What a listing shows of a merchant besides its location.
struct ListedHead {
    /// Trimmed.
    var name: String
    var type: MerchantType
    var paymentMethod: PaymentMethod
    /// The head row's own discount, `nil` when zero or absent.
    var ownDiscount: Discount?
    /// Visible locations in the whole directory.
    var locationCount: Int
    var offers = ListedOffers()

    /// The best offer of a provider this build shows, else the own discount unless a hidden provider may have
    /// supplied it.
    var bestDiscount: Discount? { offers.best ?? (offers.namesHiddenProvider ? nil : ownDiscount) }
}

/// The reads that turn a page of candidates into what its listings show: each merchant's ``ListedHead`` by its head's
/// row id, and the locations of the rows the listings show.
///
/// Files whose marker vouches for ``SummaryTables`` give the heads from the heads table, whose rows carry their facts
/// and offers (one row per merchant, by that row id), so `merchant` is read only for the shown locations. Other files give
/// them from the head rows, the provider rows, and the counts of the heads table or of the rows.
struct ListingReads {
    let sql: IndexedSQL
    let db: Database

    func read(_ page: [Candidate], showing shown: [Int64]) throws
        -> (heads: [Int64: ListedHead], locations: [Int64: Location])
    {
        guard sql.hasSummaryTables else { return try fromRows(page, showing: shown) }
        return (try heads(of: page.map(\.headID)), try locations(of: shown))
    }

    /// A head with its facts and offers (``SummaryTables/Facts``), as ``heads(of:)`` selects them.
    private enum HeadColumns: String, StoredColumns {
        case headId, name, type, locationCount, isDash, ownDiscount, offers
        static let table = "listed"
    }

    private func heads(of headIDs: [Int64]) throws -> [Int64: ListedHead] {
        let text = sql.texts.text("listed heads") {
            let (h, x) = (HeadsTable("h"), SQLTable<SummaryTables.Facts>("h"))
            let columns = HeadColumns.selection { column in
                switch column {
                case .headId: h[.headId]
                case .name: h[.name]
                case .type: h[.type]
                case .locationCount: h[.locationCount]
                case .isDash: x[.isDash]
                case .ownDiscount: x[.ownDiscount]
                case .offers: x[.offers]
                }
            }
            // The list drives (CROSS JOIN), a row-id look-up per head: no temporary index of the list, as `IN` builds.
            return "SELECT \(columns) FROM json_each(?) AS j CROSS JOIN \(h.declaration) ON \(h[.headId]) = j.value"
        }
        let rows = try Row.fetchCursor(db.cachedStatement(sql: text), arguments: [JSONList.ids(headIDs)])
        var heads: [Int64: ListedHead] = [:]
        heads.reserveCapacity(headIDs.count)
        while let row = try rows.next() {
            var head = ListedHead(name: "", type: .physical, paymentMethod: .giftCard, locationCount: 0)
            var id: Int64?
            for (column, value) in HeadColumns.values(of: row) {
                switch column {
                case .headId: id = StoredValue.int64(value)
                case .name: head.name = StoredValue.string(value) ?? ""
                case .type: head.type = StoredEnums.merchantType(StoredValue.string(value))
                case .locationCount:
                    head.locationCount = try StoredCount.read(value, column: StoredCount.locations) ?? 0
                case .isDash: head.paymentMethod = StoredValue.int64(value) == 1 ? .dash : .giftCard
                case .ownDiscount: head.ownDiscount = StoredValue.basisPoints(value).map(Discount.init(basisPoints:))
                case .offers: head.offers = ListedOffers(stored: StoredValue.string(value))
                }
            }
            if let id { heads[id] = head }
        }
        return heads
    }

    /// The locations of the rows `ids`, by row id, whatever their visibility (the caller chose them).
    func locations(of ids: [Int64]) throws -> [Int64: Location] {
        let text = sql.texts.text("listed locations") {
            let m = sql.merchant("m")
            let columns = MerchantRow.Columns.selection {
                MerchantRow.isListed($0, head: false, location: true) ? m[$0] : "NULL"
            }
            // As for the heads: the list drives, a row-id look-up per shown row.
            return "SELECT \(columns) FROM json_each(?) AS j CROSS JOIN \(m.declaration) ON \(m[.id]) = j.value"
        }
        let rows = try Row.fetchCursor(db.cachedStatement(sql: text), arguments: [JSONList.ids(ids)])
        var locations: [Int64: Location] = [:]
        locations.reserveCapacity(ids.count)
        while let row = try rows.next() {
            let location = MerchantRow.location(selected: row)
            locations[location.id] = location
        }
        return locations
    }

    private func fromRows(_ page: [Candidate], showing shown: [Int64]) throws
        -> (heads: [Int64: ListedHead], locations: [Int64: Location])
    {
        let reads = DirectoryReads(sql: sql, db: db)
        let rows = try reads.listingRows(heads: page.map(\.headID), locations: shown)
        let offers = try ListedOffers.fromRows(of: page, sql: sql, db: db)
        var heads: [Int64: ListedHead] = [:]
        for candidate in page {
            guard let (row, count) = rows[candidate.headID] else { continue }
            heads[candidate.headID] = ListedHead(
                name: StoredText.trimmed(row.name ?? ""), type: row.merchantType,
                paymentMethod: StoredEnums.paymentMethod(row.paymentMethod),
                ownDiscount: row.savingsPercentage.flatMap { $0 == 0 ? nil : Discount(basisPoints: $0) },
                locationCount: count ?? 0,
                offers: offers[candidate.headID] ?? ListedOffers())
        }
        var locations: [Int64: Location] = [:]
        for id in shown { locations[id] = rows[id]?.row.location }
        return (heads, locations)
    }
}
