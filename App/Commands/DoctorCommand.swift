import ArgumentParser

/// `explore doctor`: says where the files are and whether they are healthy.
struct DoctorCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Show where the files are, their versions, row counts and integrity.",
        discussion: """
            Reads the snapshot and the local store, changes nothing, and creates nothing: a missing file is \
            reported, not made. Exits 1 when a file exists but is damaged. The snapshot's check reads every page \
            and record (SQLite's quick_check); --full also checks every index against its table, which takes \
            seconds on a large file.

            Examples:
              explore doctor --db big.db
              explore doctor --full
            """)

    @OptionGroup var globals: GlobalOptions

    @Flag(help: "Also check every index of the snapshot against its table (SQLite's integrity_check).")
    var full = false

    /// Prints the report, and fails with its first problem when it found any.
    @MainActor func run(with root: CompositionRoot) async throws {
        let report = await DoctorReport.examine(root, full: full)
        try root.console.print(report.lines)
        if let first = report.problems.first { throw DoctorFinding(sentence: first, count: report.problems.count) }
    }
}
