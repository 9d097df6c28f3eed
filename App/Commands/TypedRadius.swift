import Domain
import Presentation

/// `--radius` as typed: a number, in the unit it names (`5km`, `20mi`) or else in the reader's (``DistanceUnit``),
/// known only once every option is parsed (`--units` may come after it).
struct TypedRadius: Hashable, Sendable {
    var number: String
    var unit: DistanceUnit?

    /// The radius, a bare number read in `reader`.
    func distance(reading reader: DistanceUnit) -> Distance {
        (unit ?? reader).distance(typed: number) ?? Distance(meters: .nan)
    }
}
