/// A failure a command has already worded, with what only the command knows (the source it synced from, the place
/// it looked for): standard error shows ``description`` as it is.
struct WordedFailure: Error, CustomStringConvertible {
    var description: String
}
