import Domain
import GRDB
import SnapshotFile

/// A `merchant` row as a place: its id, its merchant's id and its coordinate, all that Nearby's box and the distance
/// sort read of the rows they measure (thousands in a dense centre).
enum RowPlace: String, StoredColumns {
    case id, mid, latitude, longitude
    static let table = MerchantRow.Columns.table

    /// The columns of `m` that ``read(_:)`` reads, in order.
    static func selection(_ m: MerchantTable) -> String {
        selection { column in
            switch column {
            case .id: m[.id]
            case .mid: "CAST(\(m[.merchantId]) AS TEXT)"
            case .latitude: m[.latitude]
            case .longitude: m[.longitude]
            }
        }
    }

    /// How many rows ``nearest(_:to:within:)`` holds at a time.
    static let batchSize = 4096

    /// Each merchant's nearest row among `rows` (selected as ``selection(_:)`` selects them) to `center`, within
    /// `radius` when given (``NearbyRule/accumulate(_:to:within:into:)``), read a batch at a time: a merchant with a
    /// million rows costs a batch of memory, not a million places.
    static func nearest(_ rows: RowCursor, to center: Coordinate, within radius: Distance? = nil) throws
        -> [MerchantID: NearbyMatch]
    {
        var nearest: [MerchantID: NearbyMatch] = [:]
        var batch: [(MerchantID, Location)] = []
        batch.reserveCapacity(batchSize)
        while let row = try rows.next() {
            batch.append(read(row))
            guard batch.count == batchSize else { continue }
            NearbyRule.accumulate(batch, to: center, within: radius, into: &nearest)
            batch.removeAll(keepingCapacity: true)
        }
        NearbyRule.accumulate(batch, to: center, within: radius, into: &nearest)
        return nearest
    }

    /// The merchant id and the location (id and coordinate) of a row selected as ``selection(_:)`` selects it, read
    /// in place by position.
    static func read(_ row: Row) -> (MerchantID, Location) {
        let value = { StoredCell.value(of: row, at: $0) }
        let coordinate = Coordinate.stored(
            latitude: StoredValue.double(value(2)), longitude: StoredValue.double(value(3)))
        return (
            MerchantID(StoredValue.string(value(1)) ?? ""),
            Location(id: StoredValue.int64(value(0)) ?? 0, coordinate: coordinate)
        )
    }
}
