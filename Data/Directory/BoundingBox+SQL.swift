import Domain
import GRDB

extension BoundingBox {
    /// The box as a range condition on two columns that their indexes can use, with its bound values.
    func sqlCondition(latitude: String, longitude: String) -> (String, StatementArguments) {
        let arguments: StatementArguments = [minLatitude, maxLatitude, minLongitude, maxLongitude]
        if crossesAntimeridian {
            return ("\(latitude) BETWEEN ? AND ? AND (\(longitude) >= ? OR \(longitude) <= ?)", arguments)
        }
        return ("\(latitude) BETWEEN ? AND ? AND \(longitude) BETWEEN ? AND ?", arguments)
    }
}
