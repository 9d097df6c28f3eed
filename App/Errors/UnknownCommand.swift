import ArgumentParser
import Domain

/// A command line whose command word names no command (`explore serch cafe`), worded as one usage error with the
/// nearest command: "Unknown command 'serch'. Did you mean 'search'?".
///
/// The parser's own error for it ("2 unexpected arguments: 'serch', 'cafe'") names every word after the typo and
/// never the command meant. This looks at a command line only after the parser refused it, so a line it accepts is
/// never second-guessed.
struct UnknownCommand: Equatable {
    /// The word where a command was expected, as typed.
    var word: String
    /// The command it most likely meant; `nil` when none is close (``NameSuggestions``' rule).
    var suggestion: String?

    /// The unknown command word of `arguments`, or `nil` when the command word is a command (or there is none): the
    /// parser's error then says what is wrong.
    ///
    /// The command word is the first argument that is not an option and that everything before it parses as the
    /// root's options: so `--db x.db serch` finds `serch`, not the option's value, without a second list of which
    /// options take values.
    init?(arguments: [String], commands: [String] = UnknownCommand.commandNames) {
        guard
            let index = arguments.indices.first(where: { index in
                !arguments[index].hasPrefix("-") && (try? ExploreCommand.parseAsRoot(Array(arguments[..<index]))) != nil
            })
        else { return nil }
        let word = arguments[index]
        guard !commands.contains(word) else { return nil }
        self.word = word
        suggestion = NameSuggestions.nearest(to: word, among: commands, limit: 1).first
    }

    /// Every command word the root takes, `help` included.
    static var commandNames: [String] {
        ExploreCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The usage error: status 2, one line.
    var report: ExitReport {
        let advice = suggestion.map { "Did you mean '\($0)'?" } ?? "See 'explore --help' for the commands."
        return ExitReport(status: .usage, standardError: "explore: error: Unknown command '\(word)'. \(advice)")
    }
}
