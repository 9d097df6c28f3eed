import ArgumentParser

/// `explore doctor`: says where the files are and whether they are healthy.
struct DoctorCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Show where the files are, their versions, row counts and integrity.",
        discussion: """
            Reads the snapshot and the local store, changes nothing, and creates nothing: a missing file is \
            reported, not made. Exits 1 when a file exists but is damaged.

            Example:
              explore doctor --db big.db
            """)

    @OptionGroup var globals: GlobalOptions

    /// Prints the report, and fails with its first problem when it found any.
    @MainActor func run(with root: CompositionRoot) async throws {
        let report = await DoctorReport.examine(root)
        try root.console.print(report.lines)
        if let first = report.problems.first { throw DoctorFinding(sentence: first, count: report.problems.count) }
    }
}
