import ArgumentParser
import Domain
import Foundation
import Logging
import Presentation

/// The options every `explore` command takes: where the two files are, colour, language, and how much to log.
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
        name: .customLong("units"),
        help: ArgumentHelp(
            "Distances and radii in km or mi (default: the locale's: miles in the US, the UK, Liberia, Myanmar).",
            valueName: "unit"),
        transform: ArgumentValues.units)
    var units: DistanceUnit?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language of screens, output and errors: en, es or pt-BR (default: from LC_ALL, LC_MESSAGES or LANG); "
                + "catalog writes several side by side, separated by commas (default: en).",
            valueName: "tag"),
        transform: ArgumentValues.languages)
    var language: [Language]?

    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "How much to log on standard error: trace, debug, info, notice, warning (default), error or critical.",
            valueName: "level"),
        transform: ArgumentValues.logLevel)
    var logLevel: Logger.Level = .warning

    @Option(
        name: .customLong("ctx-url"),
        help: ArgumentHelp(
            "CTX's API for live gift-card offers (also EXPLORE_CTX_URL); without it, offers come from the snapshot.",
            valueName: "url"),
        transform: GlobalOptions.apiURL)
    var ctxURL: URL?

    /// The words of the language a person reads: `--language`, else the terminal's locale (``Language/of(environment:)``).
    func words(environment: [String: String] = ProcessInfo.processInfo.environment) -> Words {
        Words(language?.first ?? Language.of(environment: environment))
    }

    /// An `http` or `https` address with a host, and a port from 1 to 65535 if it has one (``RemoteAddress``).
    static func apiURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
            throw ValidationError("'\(text)' is not an API address: give an https:// or http:// URL.")
        }
        do {
            return try RemoteAddress.checked(url)
        } catch {
            throw ValidationError(ErrorMessages.sentence(for: error))
        }
    }

    /// The unit this run shows distances in: `--units`, else the locale's (``DistanceUnit/init(environment:)``).
    func distanceUnit(environment: [String: String] = ProcessInfo.processInfo.environment) -> DistanceUnit {
        units ?? DistanceUnit(environment: environment)
    }

    func validate() throws {
        if let db, db.isEmpty { throw ValidationError("--db needs a file path.") }
        if let local, local.isEmpty { throw ValidationError("--local needs a file path.") }
        #if !Network
            if ctxURL != nil {
                throw ValidationError(ErrorSentences.sentence(for: AppError.withoutNetwork(feature: "--ctx-url")))
            }
        #endif
    }
}
