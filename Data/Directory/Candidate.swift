import Domain
import GRDB

/// A merchant that passed a query, before it becomes a ``MerchantListing``: a row of the `candidates` CTE.
struct Candidate {
    var id: MerchantID
    var headID: Int64
    var name: String
    var type: MerchantType
    /// Basis points, when the query asked for it.
    var discount: Int?
    /// The merchant's nearest location within the radius (Nearby only).
    var nearby: NearbyMatch?

    /// Reads a row of the `candidates` CTE, whose columns start `mid, rawMid, headId, name, type[, discount]`.
    init(row: Row) {
        id = MerchantID(StoredValue.string(row[0]) ?? "")
        headID = StoredValue.int64(row[2]) ?? 0
        name = StoredValue.string(row[3]) ?? ""
        type = StoredEnums.merchantType(StoredValue.string(row[4]))
        discount = row.count > 5 && row.columnNames.contains("discount") ? StoredValue.int(row["discount"]) : nil
    }

    /// Name ignoring ASCII case (SQLite's NOCASE), then id: the order of names in lists and catalogs.
    static func nameOrder(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        NameOrder.key(lhs.name, lhs.id) < NameOrder.key(rhs.name, rhs.id)
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
