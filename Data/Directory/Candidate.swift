import Domain
import GRDB

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
        /// The head's normalised type.
        case type
        /// The best discount in basis points, when the query asked for it (else NULL).
        case discount

        static let table = "candidates"
    }

    var id = MerchantID("")
    var headID: Int64 = 0
    var name = ""
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
            case .headId: headID = StoredValue.int64(value) ?? 0
            case .name: name = StoredValue.string(value) ?? ""
            case .type: type = StoredEnums.merchantType(StoredValue.string(value))
            case .discount: discount = StoredValue.int(value)
            }
        }
    }

    /// The candidate with its nearest location within a Nearby radius.
    func near(_ match: NearbyMatch) -> Candidate {
        var candidate = self
        candidate.nearby = match
        return candidate
    }

    /// Name ignoring ASCII case (SQLite's NOCASE), then id: the order of names in lists and catalogs.
    static func nameOrder(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        NameOrder.key(lhs.name, lhs.id) < NameOrder.key(rhs.name, rhs.id)
    }

    /// The order of a catalog summary's best discounts (all of them set): highest first, then by name lower-cased,
    /// then by id.
    static func bestDiscountOrder(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        lhs.discount != rhs.discount
            ? lhs.discount! > rhs.discount!
            : (lhs.name.lowercased(), lhs.id) < (rhs.name.lowercased(), rhs.id)
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

/// The catalog order in Swift, equal to SQL's `ORDER BY name COLLATE NOCASE, merchantId` on NFC text: NOCASE
/// folds ASCII letters only, then compares code points, as Swift compares NFC strings.
enum NameOrder {
    static func key(_ name: String, _ id: MerchantID) -> (String, String) {
        (asciiLowercased(name), id.rawValue)
    }

    static func asciiLowercased(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar)
        }
        return String(scalars)
    }
}
