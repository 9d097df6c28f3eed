import Domain
import GRDB
import SnapshotFile

/// The reads of ``SQLiteDirectory``: merchants made of their shown rows (as many locations as
/// ``Domain/KeptLocations`` keeps) and their offers, which the Domain's rules then answer about.
///
/// A merchant is every `merchant` row with its `merchantId` that the file shows
/// (``MerchantRow/isVisible(merchantId:active:redeemType:)``), in row-id order: the first row heads it (name, type,
/// payment method), each row is one of its locations. Its offers are the `gift_card_providers` rows with its
/// `merchantId`, in file order, as many as ``Domain/KeptOffers`` keeps. Every question picks the merchants it needs
/// with one condition on `merchantId`, applied to both tables.
struct MerchantReads {
    let db: Database
    /// The columns of this file's `merchant` table.
    let merchantColumns: Set<String>
    /// Whether the file has a `gift_card_providers` table with a `merchantId` column.
    let hasOffers: Bool

    /// The `merchant` rows the file shows, their text cut as ``StoredText/sqlBounded(_:)`` cuts it.
    var shownRows: QueryInterfaceRequest<MerchantRow> {
        MerchantRow.all().shown(columns: merchantColumns).boundedText(columns: merchantColumns)
    }

    /// The merchants with a shown row whose name matches `text` (``NameMatchFunction``), with the locations `rule`
    /// keeps. A merchant is named by its first row: the Domain's rule, applied afterwards, decides on that name.
    func merchants(matching text: String, keeping rule: KeptLocations) throws -> [Merchant] {
        // The name handed to Swift is cut in SQL first, as a record's is: a name of 20 MB is never copied whole to be
        // matched.
        let name = SQL(sql: StoredText.sqlBounded(MerchantRow.Columns.name.name))
        let matchingIDs = shownRows.filter(NameMatchFunction.function(name, text))
            .select(MerchantRow.Columns.merchantId)
        return try merchants(where: matchingIDs.contains(MerchantRow.Columns.merchantId), keeping: rule)
    }

    /// The merchant `id` with the locations `rule` keeps; `nil` when the file shows no row of it (or this build hides
    /// it).
    func merchant(id: MerchantID, keeping rule: KeptLocations) throws -> Merchant? {
        try merchants(where: MerchantRow.Columns.merchantId == id.rawValue, keeping: rule).first
    }

    /// Every merchant of the file, with its first locations.
    func allMerchants() throws -> [Merchant] {
        try merchants(where: nil, keeping: KeptLocations())
    }

    /// The merchants whose `merchantId` passes `condition` (every one when `nil`), as this build shows them
    /// (``Domain/Merchant/withEnabledProviders``), in the order of their first rows.
    ///
    /// The rows are read from a cursor, one at a time, and each merchant keeps what `rule` keeps of its locations
    /// (``Domain/KeptLocations``): a merchant of a million rows costs its head row and a thousand locations.
    private func merchants(where condition: SQLExpression?, keeping rule: KeptLocations) throws -> [Merchant] {
        try headedMerchants(where: condition, keeping: rule).map(\.merchant)
    }

    /// ``merchants(where:keeping:)``, each merchant with its head row.
    private func headedMerchants(where condition: SQLExpression?, keeping rule: KeptLocations) throws
        -> [(head: HeadRow, merchant: Merchant)]
    {
        var rows = shownRows.order(MerchantRow.Columns.id)
        var offers = ProviderRow.order(Column.rowID)
        if let condition {
            rows = rows.filter(condition)
            offers = offers.filter(condition)
        }
        // Each merchant keeps the few offer rows that decide an answer (``Domain/KeptOffers``), read one at a time.
        var offersByMerchant: [String: KeptOffers] = [:]
        if hasOffers {
            let cursor = try offers.fetchCursor(db)
            while let row = try cursor.next() {
                if let offer = row.offer { offersByMerchant[row.merchantID, default: KeptOffers()].add(offer) }
            }
        }
        var order: [String] = []
        var heads: [String: (row: MerchantRow, locations: KeptLocations)] = [:]
        let cursor = try rows.fetchCursor(db)
        while let row = try cursor.next() {
            if heads[row.merchantID] == nil {
                order.append(row.merchantID)
                heads[row.merchantID] = (row, rule)
            }
            heads[row.merchantID]?.locations.add(row.location)
        }
        return order.compactMap { id in
            guard let (head, locations) = heads[id] else { return nil }
            let offers = offersByMerchant[id]?.offers ?? []
            return head.merchant(locations: [], offers: offers).with(locations).withEnabledProviders
                .map { (head.id, $0) }
        }
    }

    /// The locations of the merchants this build shows (``Domain/Merchant/withEnabledProviders``), every shown row of
    /// theirs in row-id order, each with its merchant: what places are made of.
    func shownLocations() throws -> [(merchant: MerchantID, location: Location)] {
        let shown = Set(try headedMerchants(where: nil, keeping: KeptLocations(limit: 0)).map(\.merchant.id))
        var located: [(merchant: MerchantID, location: Location)] = []
        let rows = try shownRows.order(MerchantRow.Columns.id).fetchCursor(db)
        while let row = try rows.next() {
            let merchant = MerchantID(row.merchantID)
            if shown.contains(merchant) { located.append((merchant, row.location)) }
        }
        return located
    }

    /// A merchant named by the row id of its head row. Its `merchantId` read into Swift would not do: GRDB reads text
    /// as a C string, so an id with a NUL character in it ends there and no longer finds its rows; the file's own
    /// rows are compared in SQL, whole.
    typealias HeadRow = Int64

    /// The merchants headed by `heads`, with the locations `rule` keeps, in that order; those the file does not show
    /// are left out.
    func merchants(heads: [HeadRow], keeping rule: KeptLocations) throws -> [Merchant] {
        let ids = shownRows.filter(heads.contains(MerchantRow.Columns.id)).select(MerchantRow.Columns.merchantId)
        let found = try headedMerchants(where: ids.contains(MerchantRow.Columns.merchantId), keeping: rule)
        let byHead = Dictionary(found, uniquingKeysWith: { first, _ in first })
        return heads.compactMap { byHead[$0] }
    }

    /// The merchants a catalog of `territory` lists (``Domain/Merchant/isListed(inCatalogOf:)``), by head row, in
    /// ``Domain/CatalogOrder``, read a row at a time: only each merchant's head row, name and whether it is listed are
    /// kept, never the merchants themselves.
    func catalogOrder(territory: String?) throws -> [HeadRow] {
        var heads: [String: (head: HeadRow, name: String, isListed: Bool)] = [:]
        let rows = try shownRows.order(MerchantRow.Columns.id).fetchCursor(db)
        while let row = try rows.next() {
            // Each row alone is a merchant with one location: the merchant is listed when one of its rows is.
            let located = row.merchant(locations: [row.location], offers: [])
            let isListed = located.isListed(inCatalogOf: territory)
            if let head = heads[row.merchantID] {
                heads[row.merchantID]?.isListed = head.isListed || isListed
            } else {
                heads[row.merchantID] = (row.id, located.name, isListed)
            }
        }
        return heads.filter(\.value.isListed)
            .map { (id: MerchantID($0.key), head: $0.value.head, name: $0.value.name) }
            .sorted { CatalogOrder.key($0.name, $0.id) < CatalogOrder.key($1.name, $1.id) }
            .map(\.head)
    }
}

extension DerivableRequest<MerchantRow> {
    /// The rows the file shows (``MerchantRow/isVisible(merchantId:active:redeemType:)``), in a file whose `merchant`
    /// table has `columns`: one it lacks counts as NULL.
    ///
    /// SQL text, because the rule is one condition that both adapters ask, and it needs what GRDB's query interface
    /// does not name (`GLOB`, `trim` of a list of characters).
    func shown(columns: Set<String>) -> Self {
        func column(_ column: MerchantRow.Columns) -> String { columns.contains(column.name) ? column.name : "NULL" }
        return filter(
            literal: SQL(
                sql: MerchantRow.isVisible(
                    merchantId: column(.merchantId), active: column(.active), redeemType: column(.redeemType))))
    }

    /// The columns of `columns` that the record reads, text cut to one character more than the record keeps
    /// (``StoredText/sqlBounded(_:)``): SQLite sorts a question's rows by row id before handing them over, and a row
    /// holding a name of 50 MB would be held whole. SQL text: GRDB's query interface has no `typeof` or `CASE`.
    func boundedText(columns: Set<String>) -> Self {
        select(
            MerchantRow.Columns.allCases.filter { columns.contains($0.name) }.map { column -> any SQLSelectable in
                MerchantRow.Columns.keysAndNumbers.contains(column)
                    ? column : SQL(sql: StoredText.sqlBounded(column.name)).forKey(column.name)
            })
    }
}
