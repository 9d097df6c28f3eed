import ArgumentParser

/// `explore doctor`: says where the files are and whether they are healthy.
struct DoctorCommand: AsyncParsableCommand {
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

    func run() async throws {
        let root = try CompositionRoot(options: globals)
        try await root.runDoctor()
    }
}
