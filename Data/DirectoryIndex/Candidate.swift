import Domain
import GRDB
import SnapshotFile

/// A merchant that passed a query, before it becomes a ``MerchantListing``: a row of the `candidates` CTE.
struct Candidate {
    /// The columns of the `candidates` CTE (``CandidateSQL``), in the order they are selected.
    enum Columns: String, StoredColumns {
        /// The merchant id as text.
        case mid
        /// The merchant id as stored (INTEGER in some files), to compare with other rows' `merchantId`.
        case rawMid
        case headId
        /// The head's trimmed name.
        case name
        /// What names are ordered by (``Domain/SearchWords/orderKey(_:)``).
        case nameKey
        /// The head's normalised type.
        case type
        /// The best discount in basis points, when the query asked for it (else NULL).
        case discount

        static let table = "candidates"
    }

    var id = MerchantID("")
    var headID: Int64 = 0
    var name = ""
    /// What names are ordered by (``NameOrder``), read with the name so that sorting folds no name twice.
    var nameKey = ""
    var type = MerchantType.physical
    /// Basis points, when the query asked for it.
    var discount: Int?
    /// The merchant's nearest location within the radius (Nearby only).
    var nearby: NearbyMatch?

    /// A candidate known by its id and head alone, matched by Nearby: what a listing needs of it
    /// (``ListingAssembler`` reads the rest from the head row).
    init(id: MerchantID, headID: Int64, nearby: NearbyMatch) {
        self.id = id
        self.headID = headID
        self.nearby = nearby
    }

    /// Reads a row selected as ``Columns`` lists them.
    init(row: Row) {
        for (column, value) in Columns.values(of: row) {
            switch column {
            case .mid: id = MerchantID(StoredValue.string(value) ?? "")
            case .rawMid: continue
            case .nameKey: nameKey = StoredValue.string(value) ?? SearchWords.orderKey(name)
            case .headId: headID = StoredValue.int64(value) ?? 0
            case .name: name = StoredValue.string(value) ?? ""
            case .type: type = StoredEnums.merchantType(StoredValue.string(value))
            case .discount: discount = StoredValue.basisPoints(value)
            }
        }
    }

    /// The candidate with its nearest location within a Nearby radius.
    func near(_ match: NearbyMatch) -> Candidate {
        var candidate = self
        candidate.nearby = match
        return candidate
    }

    /// Name as the search rule folds it, then id: the order of names in lists and catalogs.
    static func nameOrder(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        (lhs.nameKey, lhs.id.rawValue) < (rhs.nameKey, rhs.id.rawValue)
    }

    /// The order of a catalog summary's best discounts (all of them set): highest first, then by name.
    static func bestDiscountOrder(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        lhs.discount != rhs.discount ? (lhs.discount ?? 0) > (rhs.discount ?? 0) : nameOrder(lhs, rhs)
    }

    /// Best discount first, merchants without one last, then by name.
    static func discountOrder(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        switch (lhs.discount, rhs.discount) {
        case (let l?, let r?) where l != r: l > r
        case (.some, nil): true
        case (nil, .some): false
        default: nameOrder(lhs, rhs)
        }
    }
}

/// The order of names in lists and catalogs, in Swift: the folded name (``Domain/SearchWords/orderKey(_:)``), then
/// the id. SQL orders by the same key (`explore_name_key`, or the heads' stored `nameKey`), compared by code point, as
/// Swift compares the composed strings the key is.
enum NameOrder {
    static func key(_ name: String, _ id: MerchantID) -> (String, String) {
        (SearchWords.orderKey(name), id.rawValue)
    }
}
