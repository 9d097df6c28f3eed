import Domain
import GRDB
import SnapshotFile

extension BoundingBox {
    /// The box as a range condition on two columns that their indexes can use, with its bound values.
    func sqlCondition(latitude: String, longitude: String) -> (String, StatementArguments) {
        if crossesAntimeridian {
            return ("\(latitude) BETWEEN ? AND ? AND (\(longitude) >= ? OR \(longitude) <= ?)", sqlArguments)
        }
        return ("\(latitude) BETWEEN ? AND ? AND \(longitude) BETWEEN ? AND ?", sqlArguments)
    }

    /// The values ``sqlCondition(latitude:longitude:)`` binds, whichever text it gives.
    var sqlArguments: StatementArguments { [minLatitude, maxLatitude, minLongitude, maxLongitude] }
}
