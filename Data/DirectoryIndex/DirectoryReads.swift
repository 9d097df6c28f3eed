import Domain
import GRDB
import SnapshotFile

/// The small reads that turn merchant ids into rows and offers, shared by search, detail and catalog.
struct DirectoryReads {
    let sql: IndexedSQL
    let db: Database

    /// What ``listingRows(heads:locations:)`` reads of a row.
    typealias ListingRow = (row: MerchantRow, locationCount: Int?)

    /// The rows a listing shows, by id, whatever their visibility (the caller chose them): of the `heads`, the
    /// merchant's fields, of the `locations`, the location (``MerchantRow/isListed(_:head:location:)``; the rest stays
    /// `nil`). A head row brings its merchant's count of visible locations (``MerchantHeads``), so a listing needs no
    /// statement of its own for them.
    func listingRows(heads: [Int64], locations: [Int64]) throws -> [Int64: ListingRow] {
        guard !heads.isEmpty || !locations.isEmpty else { return [:] }
        let text = sql.texts.text("listing rows") {
            let (m, h) = (sql.merchant("m"), HeadsTable("h"))
            let columns = MerchantRow.Columns.selection {
                MerchantRow.isListed($0, head: true, location: true) ? m[$0] : "NULL"
            }
            let listed = "\(m[.id]) IN (SELECT value FROM json_each(?))"
            return """
                SELECT \(columns), \(h[.locationCount]) FROM \(m.declaration)
                LEFT JOIN \(h.declaration) ON \(h[.headId]) = \(m[.id]) WHERE \(listed)
                """
        }
        // A cursor reads each row in place: copying a row first also copies its column names.
        let rows = try Row.fetchCursor(db.cachedStatement(sql: text), arguments: [JSONList.ids(heads + locations)])
        let (headSet, locationSet) = (Set(heads), Set(locations))
        let countIndex = MerchantRow.Columns.allCases.count
        var byID: [Int64: ListingRow] = [:]
        byID.reserveCapacity(heads.count + locations.count)
        while let row = try rows.next() {
            // The row id comes first (``MerchantRow/Columns``).
            let id = StoredValue.int64(StoredCell.value(of: row, at: 0)) ?? 0
            guard byID[id] == nil else { continue }
            let reading = MerchantRow.listingColumns(head: headSet.contains(id), location: locationSet.contains(id))
            let count = try StoredCount.read(StoredCell.value(of: row, at: countIndex), column: StoredCount.locations)
            byID[id] = (MerchantRow(selected: row, reading: reading), count)
        }
        return byID
    }

    /// Each merchant's head row (its first visible row) and the locations `rule` keeps of its visible rows, read
    /// from a cursor in row-id order: a merchant of a million rows costs a thousand locations.
    func visibleRows(of merchantIDs: [String], keeping rule: KeptLocations) throws
        -> [String: (head: MerchantRow, locations: KeptLocations)]
    {
        guard !merchantIDs.isEmpty else { return [:] }
        let m = sql.merchant("m")
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT \(m.selection) FROM \(m.declaration)
                    WHERE \(m[.merchantId]) IN (SELECT value FROM json_each(?)) AND \(sql.isVisible(m))
                    ORDER BY \(m[.id])
                    """),
            arguments: [JSONList.strings(merchantIDs)])
        var merchants: [String: (head: MerchantRow, locations: KeptLocations)] = [:]
        while let row = try rows.next() {
            let read = MerchantRow(selected: row)
            if merchants[read.merchantID] == nil { merchants[read.merchantID] = (read, rule) }
            merchants[read.merchantID]?.locations.add(read.location)
        }
        return merchants
    }

    /// The row each of `merchantIDs` shows in a list: among its visible rows in `territory` (all of them when it has
    /// none there, or when no territory is given), the nearest to `position`, else the first by row id.
    ///
    /// The rows are read from a cursor as places (id, coordinate, whether in the territory), one at a time: a
    /// merchant with a million locations costs one row of memory, not a million locations.
    func shownRows(of merchantIDs: [String], position: Coordinate?, territory: String?) throws -> [String: Int64] {
        guard !merchantIDs.isEmpty else { return [:] }
        let m = sql.merchant("m")
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT \(RowPlace.selection(m)), \(sql.territory(m)) IS ? FROM \(m.declaration)
                    WHERE \(m[.merchantId]) IN (SELECT value FROM json_each(?)) AND \(sql.isVisible(m))
                    ORDER BY \(m[.id])
                    """),
            arguments: [territory, JSONList.strings(merchantIDs)])
        typealias Best = (id: Int64, distance: Distance?)
        var inside: [String: Best] = [:]
        var anywhere: [String: Best] = [:]
        func keep(_ candidate: Best, in best: inout [String: Best], for merchant: String) {
            // Rows come in id order: at the same distance, the first stays.
            guard let current = best[merchant] else {
                best[merchant] = candidate
                return
            }
            if NearestFirst.precedes(candidate.distance, current.distance, tieBreak: false) {
                best[merchant] = candidate
            }
        }
        while let row = try rows.next() {
            let (merchantID, location) = RowPlace.read(row)
            let distance = position.flatMap { from in location.coordinate.map(from.distance(to:)) }
            let candidate = (location.id, distance)
            keep(candidate, in: &anywhere, for: merchantID.rawValue)
            if territory != nil, row[RowPlace.allCases.count] as Bool? == true {
                keep(candidate, in: &inside, for: merchantID.rawValue)
            }
        }
        return anywhere.mapValues(\.id).merging(inside.mapValues(\.id)) { _, there in there }
    }

    /// The offers of a known provider for each merchant, active or not, in file order: those ``Domain/KeptOffers``
    /// keeps, read a row at a time.
    func offers(of merchantIDs: [String]) throws -> [String: [ProviderOffer]] {
        guard sql.schema.providerColumns != nil, !merchantIDs.isEmpty else { return [:] }
        let text = sql.texts.text("offers") {
            let g = sql.providers("g")
            return """
                SELECT \(g.selection) FROM \(g.declaration)
                WHERE \(g[.merchantId]) IN (SELECT value FROM json_each(?)) ORDER BY \(g.rowID)
                """
        }
        let rows = try Row.fetchCursor(db.cachedStatement(sql: text), arguments: [JSONList.strings(merchantIDs)])
        var offers: [String: KeptOffers] = [:]
        while let selected = try rows.next() {
            let row = ProviderRow(selected: selected)
            if let offer = row.offer { offers[row.merchantID, default: KeptOffers()].add(offer) }
        }
        return offers.mapValues(\.offers)
    }

    /// The merchants as this build shows them (``Domain/Merchant/withEnabledProviders``), each from the locations
    /// `rule` keeps of its visible rows and its offers, in the order of `merchantIDs`.
    func merchants(_ merchantIDs: [String], keeping rule: KeptLocations) throws -> [Merchant] {
        let rows = try visibleRows(of: merchantIDs, keeping: rule)
        let offers = try offers(of: merchantIDs)
        return merchantIDs.compactMap { id in
            guard let (head, locations) = rows[id] else { return nil }
            return head.merchant(locations: [], offers: offers[id] ?? []).with(locations).withEnabledProviders
        }
    }
}
