/// Why a typed location could not be chosen.
///
/// Cases carry facts, never sentences: Presentation words them.
public enum LocationError: Error, Hashable, Sendable {
    /// The text looks like `LAT,LON` but is not two numbers.
    case notACoordinate(String)
    /// The numbers are outside -90…90 and -180…180.
    case outOfRange(String)
    /// No city or territory of the directory matches the text; the names nearest to it, if any
    /// (``NameSuggestions``).
    case noPlace(String, suggestions: [String])
    /// Several places match and none is named exactly so; the names of the first few.
    case ambiguous(String, candidates: [String])
    /// The places could not be read.
    case directory(DirectoryError)
}
