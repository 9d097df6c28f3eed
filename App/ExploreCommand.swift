import ArgumentParser

/// `explore`: browse the Dash Explore merchant directory in the terminal, and publish it.
@main
struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Browse the Dash Explore merchant directory, and publish it as a catalog.",
        discussion: """
            With no command, explore opens the interactive directory when standard input and output are \
            terminals, and otherwise prints the home screen once. The directory snapshot and the local store \
            live in $XDG_DATA_HOME/explore/ (else ~/.local/share/explore/); the first run creates the \
            snapshot from a built-in sample, so it works with no download.

            Exit status: 0 success, 1 a failure (one line on standard error), 2 a usage error.

            Examples:
              explore
              explore search coffee --near 10.48,-66.90
              explore show 42 --format json
              explore catalog --out site
            """,
        subcommands: [
            PlayCommand.self, SearchCommand.self, ShowCommand.self, ATMsCommand.self, CatalogCommand.self,
            SyncCommand.self,
            ImportCommand.self, GenerateCommand.self, DoctorCommand.self,
        ])

    @OptionGroup var globals: GlobalOptions

    func run() async throws {
        let root = try CompositionRoot(options: globals)
        if StandardStreams.isInteractive {
            try await root.runInteractive()
        } else {
            try await root.printHomeScreen()
        }
    }

    /// Parses, runs, and exits with the status Docs/CLI.md promises: 0, 1 with one line, or 2 with one line.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            let outcome = ExitReport.parsingFailure(error)
            outcome.report()
            ExitReport.exit(outcome.status)
        }
        do {
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                var command = command
                try command.run()
            }
        } catch {
            let outcome = ExitReport.runFailure(error)
            outcome.report()
            ExitReport.exit(outcome.status)
        }
        ExitReport.exit(.success)
    }
}
