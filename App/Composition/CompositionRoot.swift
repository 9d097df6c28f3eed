import Domain
import Foundation
import Logging

/// Builds what a command needs from the global options, and runs the command: the only place that knows every
/// layer.
struct CompositionRoot: Sendable {
    var locations: FileLocations
    var adapters: Adapters
    var logger: Logger
    var usesColor: Bool
    var output: @Sendable (String) -> Void
    /// Whether `output` reaches a terminal, which decides the text width and colour.
    var outputIsTerminal: Bool

    init(
        locations: FileLocations, adapters: Adapters, logger: Logger, usesColor: Bool,
        output: @escaping @Sendable (String) -> Void = StandardStreams.writeOutput,
        outputIsTerminal: Bool = StandardStreams.isTerminal(.standardOutput)
    ) {
        self.locations = locations
        self.adapters = adapters
        self.logger = logger
        self.usesColor = usesColor
        self.output = output
        self.outputIsTerminal = outputIsTerminal
    }

    /// The root of the real program: options resolved against the environment, logs on standard error.
    init(options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        StandardErrorLogHandler.bootstrap(level: options.logLevel)
        var logger = Logger(label: "explore") { StandardErrorLogHandler(label: $0, level: options.logLevel) }
        logger.logLevel = options.logLevel
        let locations = FileLocations.resolve(db: options.db, local: options.local, environment: environment)
        logger.debug(
            "Files", metadata: ["snapshot": "\(locations.snapshot.path)", "local": "\(locations.localStore.path)"])
        self.init(
            locations: locations, adapters: .production, logger: logger,
            usesColor: Self.usesColor(noColorFlag: options.noColor, environment: environment))
    }

    /// Whether colour is allowed at all: not with `--no-color`, a non-empty `NO_COLOR` (https://no-color.org),
    /// or `TERM=dumb`. Whether the output is a terminal is decided per output, in ``renderOptions``.
    static func usesColor(noColorFlag: Bool, environment: [String: String]) -> Bool {
        !(noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb")
    }

    var firstRun: FirstRun {
        FirstRun(locations: locations, writeSample: adapters.writeSample, logger: logger)
    }

    /// The directory snapshot, created from the sample first when it is the default and missing.
    func openDirectory() async throws -> any MerchantDirectory {
        try await firstRun.ensureSnapshot()
        return try await adapters.openDirectory(locations.snapshot)
    }

    /// The local store, its default folder created first.
    func openLocalStore() async throws -> any LocalStore {
        try firstRun.prepareLocalStoreFolder()
        return try await adapters.openLocalStore(locations.localStore)
    }

    /// How text is drawn for standard output: its terminal's width, else 80 columns.
    var renderOptions: RenderOptions {
        RenderOptions(
            size: outputIsTerminal ? TerminalSize.current() : .standard, usesColor: usesColor && outputIsTerminal)
    }

    /// Prints lines on standard output in one write.
    func printLines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        output(lines.joined(separator: "\n") + "\n")
    }
}
