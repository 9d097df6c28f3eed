import ArgumentParser

/// `explore version`: the same line as `explore --version`, for people who type the word without dashes.
struct VersionCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the version of explore and the snapshot schema it reads.")

    @OptionGroup var globals: GlobalOptions

    @MainActor func run(with root: CompositionRoot) async throws {
        try root.console.print([ExploreVersion.line])
    }
}
