/// What can go wrong writing a generated directory.
public enum GeneratorError: Error, Hashable, Sendable {
    /// The merchant count must be at least 1.
    case invalidCount(Int)
    /// The file could not be written; the string says why. Nothing is left at the destination.
    case writeFailed(String)
}
