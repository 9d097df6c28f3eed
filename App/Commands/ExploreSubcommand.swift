import ArgumentParser
import Presentation

/// A command of `explore`: it parses its options, then does its work with what the composition root hands it.
///
/// The root is built from the global options when the program runs; tests call ``run(with:)`` with a root over the
/// in-memory fakes instead.
protocol ExploreSubcommand: AsyncParsableCommand {
    /// `--db`, `--local`, `--no-color`, `--units` and `--log-level`.
    var globals: GlobalOptions { get }

    /// The command's work. On the main actor, where the interactive screens live; the work it awaits runs elsewhere.
    @MainActor func run(with root: CompositionRoot) async throws

    /// Sets what the whole process needs for this command, before any thread but the main one starts.
    func prepareProcess()
}

extension ExploreSubcommand {
    func prepareProcess() {}

    /// ArgumentParser's entry into the command: the process prepared for it, the signals that end a terminal program
    /// handled (``InterruptCleanup``), its work done with the root the global options make, and a failure reported
    /// as the one sentence Docs/CLI.md promises, its status thrown as ArgumentParser's `ExitCode`.
    @MainActor func run() async throws {
        prepareProcess()
        InterruptCleanup.install()
        do {
            // Every distance of the run in the reader's unit (`--units`, else the locale's).
            try await DistanceUnit.$current.withValue(globals.distanceUnit()) {
                try await run(with: CompositionRoot(options: globals))
            }
        } catch {
            // A signal ending the program exits with its own status, moments away: this failure is not the story.
            InterruptCleanup.waitIfEnding()
            let outcome = ExitReport.runFailure(error, words: globals.words())
            outcome.report()
            throw ExitCode(outcome.status.rawValue)
        }
        InterruptCleanup.waitIfEnding()
    }
}
