import ArgumentParser
import Terminal
import TextUI

/// `explore`: browse the Dash Explore merchant directory in the terminal, and publish it.
@main
struct ExploreCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Browse the Dash Explore merchant directory, and publish it as a catalog.",
        discussion: """
            With no command, explore opens the interactive directory when standard input and output are \
            terminals, and otherwise prints the home screen once. The directory snapshot and the local store \
            live in $XDG_DATA_HOME/explore/ (else ~/.local/share/explore/); the first run creates the \
            snapshot from a built-in sample, so it works with no download.

            explore --version (or explore version) prints the version and the snapshot schema version it reads.

            Exit status: 0 success, 1 a failure (one line on standard error), 2 a usage error.

            Examples:
              explore
              explore search coffee --near 10.48,-66.90
              explore location set caracas
              explore show 5bc4c79e942c9a45 --format json
              explore catalog --out site
              explore serve
            """,
        version: ExploreVersion.line,
        subcommands: [
            PlayCommand.self, SearchCommand.self, ShowCommand.self, ATMsCommand.self, LocationCommand.self,
            CatalogCommand.self, SyncCommand.self, ManifestCommand.self, ImportCommand.self, GenerateCommand.self,
            DoctorCommand.self, ServeCommand.self, VersionCommand.self,
        ])

    @OptionGroup var globals: GlobalOptions

    /// The interactive screens when standard input and output are terminals; otherwise the home screen, printed.
    @MainActor func run(with root: CompositionRoot) async throws {
        if StandardStreams.isInteractive {
            let theme: Theme = root.console.allowsColor ? .ansi : .plain
            let factory = try await root.screenFactory(clock: ContinuousClock())
            let navigator = await Navigator(factory: factory, theme: theme)
            try await InteractiveSession(host: navigator).run()
        } else {
            try await printHomeScreen(with: root)
        }
    }

    /// The home screen printed once, as wide as the output allows.
    @MainActor func printHomeScreen(with root: CompositionRoot) async throws {
        let navigator = await Navigator(factory: try await root.screenFactory(), theme: root.console.theme)
        let frame = navigator.render(
            size: TerminalSize(columns: root.console.columns, rows: TerminalSize.standard.rows))
        try root.console.print(frame)
    }

    /// ArgumentParser's `main()`, with the usage errors of Docs/CLI.md: a command line that does not parse is one line
    /// (with "did you mean" for a mistyped command) and status 2, where ArgumentParser prints its usage and exits 64.
    /// A command reports its own failure (``ExploreSubcommand/run()``) and throws its status as an `ExitCode`.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            let outcome = UnknownCommand(arguments: arguments)?.report ?? ExitReport.parsingFailure(error)
            outcome.report()
            ExitReport.exit(outcome.status)
        }
        do {
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let code as ExitCode {
            ExitReport.exit(ExitReport.Status(rawValue: code.rawValue) ?? .failure)
        } catch {
            // ArgumentParser's own commands (`help`) end by throwing what they print.
            let outcome = ExitReport.runFailure(error)
            outcome.report()
            ExitReport.exit(outcome.status)
        }
        ExitReport.exit(.success)
    }
}
