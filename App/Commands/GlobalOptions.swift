import ArgumentParser
import Logging

/// The options every `explore` command takes: where the two files are, colour, and how much to log.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The directory snapshot to read (default: $XDG_DATA_HOME/explore/directory.db).", valueName: "path"))
    var db: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The local store of favourites and recent searches (default: $XDG_DATA_HOME/explore/local.db).",
            valueName: "path"))
    var local: String?

    @Flag(name: .customLong("no-color"), help: "Print no colours or styles (as does setting NO_COLOR).")
    var noColor = false

    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "How much to log on standard error: trace, debug, info, notice, warning (default), error or critical.",
            valueName: "level"),
        transform: ArgumentValues.logLevel)
    var logLevel: Logger.Level = .warning

    func validate() throws {
        if let db, db.isEmpty { throw ValidationError("--db needs a file path.") }
        if let local, local.isEmpty { throw ValidationError("--local needs a file path.") }
    }
}
