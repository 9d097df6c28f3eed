import Domain
import Foundation
import Logging
import Presentation
import Terminal

/// What every command is handed: where the files are, the Data layer's adapters opened on them, the use cases built
/// on those, and where output goes. The only place that knows every layer.
///
/// Commands do their own work with it (`run(with:)`); tests hand them a root over the in-memory fakes of
/// `TestSupport` instead of the SQLite and HTTP adapters.
struct CompositionRoot: Sendable {
    var locations: FileLocations
    var adapters: Adapters
    var console: Console
    var logger: Logger
    /// CTX's API for live offers (`--ctx-url`, else `EXPLORE_CTX_URL`); `nil`: offers come from the snapshot.
    var ctxEndpoint: URL?
    /// The language a person reads the screens, the output and the errors in (`--language`, else the locale).
    var words: Words = .english

    /// The root of the real program: options resolved against the environment, logs on standard error.
    init(options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        StandardErrorLogHandler.bootstrap(level: options.logLevel)
        var logger = Logger(label: "explore") { StandardErrorLogHandler(label: $0, level: options.logLevel) }
        logger.logLevel = options.logLevel
        let locations = FileLocations.resolve(db: options.db, local: options.local, environment: environment)
        logger.debug(
            "Files", metadata: ["snapshot": "\(locations.snapshot.path)", "local": "\(locations.localStore.path)"])
        self.init(
            locations: locations, adapters: .production, logger: logger,
            console: .standardOutput(
                allowsColor: Console.allowsColor(noColorFlag: options.noColor, environment: environment),
                environment: environment),
            ctxEndpoint: Self.ctxEndpoint(options: options, environment: environment, logger: logger))
        words = options.words(environment: environment)
    }

    /// `--ctx-url`, else `EXPLORE_CTX_URL`. A program built without the Network trait asks no API: it refuses the
    /// option (``GlobalOptions``) and says once, at notice level, that it leaves the variable alone.
    private static func ctxEndpoint(options: GlobalOptions, environment: [String: String], logger: Logger) -> URL? {
        let endpoint = options.ctxURL ?? environment["EXPLORE_CTX_URL"].flatMap { try? GlobalOptions.apiURL($0) }
        #if Network
            return endpoint
        #else
            if endpoint != nil {
                logger.notice("EXPLORE_CTX_URL is not asked: this build of explore has no Network trait")
            }
            return nil
        #endif
    }

    init(locations: FileLocations, adapters: Adapters, logger: Logger, console: Console, ctxEndpoint: URL? = nil) {
        self.locations = locations
        self.adapters = adapters
        self.logger = logger
        self.console = console
        self.ctxEndpoint = ctxEndpoint
    }

    // MARK: Ports

    /// Creates the default snapshot from the built-in sample when it is missing.
    var firstRun: FirstRun {
        FirstRun(locations: locations, writeSample: adapters.writeSample, logger: logger)
    }

    /// The directory snapshot, read-only; the default one is first created from the sample when missing. Its
    /// searches are logged at debug level.
    func directory() async throws -> any MerchantDirectory {
        try FileLocations.requireFileOrNothing(at: locations.snapshot)
        try await firstRun.ensureSnapshot()
        return LoggedDirectory(base: try await adapters.openDirectory(locations.snapshot), logger: logger)
    }

    /// The snapshot's ATMs, from the same file as ``directory()``.
    func atmDirectory() async throws -> any ATMDirectory {
        try FileLocations.requireFileOrNothing(at: locations.snapshot)
        try await firstRun.ensureSnapshot()
        return try await adapters.openATMDirectory(locations.snapshot)
    }

    /// The snapshot's cities and territories, from the same file as ``directory()``.
    func placeDirectory() async throws -> any PlaceDirectory {
        try await firstRun.ensureSnapshot()
        return try await adapters.openPlaces(locations.snapshot)
    }

    /// The local store, its default folder created first.
    func localStore() async throws -> any LocalStore {
        try FileLocations.requireFileOrNothing(at: locations.localStore)
        try firstRun.prepareLocalStoreFolder()
        return try await adapters.openLocalStore(locations.localStore)
    }

    // MARK: Use cases

    func searchMerchants() async throws -> SearchMerchants {
        SearchMerchants(directory: try await directory())
    }

    func getMerchantDetail() async throws -> GetMerchantDetail {
        GetMerchantDetail(directory: try await directory(), liveInfo: liveInfo())
    }

    /// The providers' live APIs (CTX's at `ctxEndpoint`), each fallback to the snapshot logged; `nil` without one.
    func liveInfo() -> (any LiveProviderInfoSource)? {
        adapters.liveInfo(ctxEndpoint).map { LoggedLiveInfoSource(base: $0, logger: logger) }
    }

    /// The location use case, over the snapshot's places and the local store; a snapshot whose places cannot be
    /// read still lets a position be set.
    func chooseLocation() async throws -> ChooseLocation {
        ChooseLocation(places: await placesOrReason(), store: try await localStore())
    }

    /// The location the user chose (`explore location`, the picker), for commands run without `--near`; `nil` when
    /// none is chosen or the local store cannot be read (a command measures no distances rather than fail).
    func rememberedLocation() async -> ChosenLocation? {
        // A store that does not exist remembers nothing, and reading it must not create it.
        guard FileManager.default.fileExists(atPath: locations.localStore.path) else { return nil }
        do {
            return try await localStore().chosenLocation()
        } catch {
            logger.notice("No remembered location", metadata: ["reason": "\(ErrorSentences.sentence(for: error))"])
            return nil
        }
    }

    /// The snapshot's places, or, when they cannot be opened, places that fail with the reason when asked.
    func placesOrReason() async -> any PlaceDirectory {
        do {
            return try await placeDirectory()
        } catch let error as DirectoryError {
            return UnreadablePlaces(error: error)
        } catch {
            return UnreadablePlaces(error: .readFailed(ErrorSentences.sentence(for: error)))
        }
    }

    func searchATMs() async throws -> SearchATMs {
        SearchATMs(directory: try await atmDirectory())
    }

    /// A sync into the snapshot file; a missing snapshot counts as having no version, so the published one is
    /// downloaded rather than a sample generated only to be replaced (an explicit `--db` may name a new file).
    ///
    /// - Parameters:
    ///   - timeout: how long the manifest's transfer, and then the snapshot's, may each take.
    ///   - progress: where a wait for another writer is said.
    func syncDirectory(timeout: Duration, progress: ProgressReporter?) async throws -> SyncDirectory {
        let snapshot = locations.snapshot
        try FileLocations.requireFileOrNothing(at: snapshot)
        let directory: any MerchantDirectory =
            FileManager.default.fileExists(atPath: snapshot.path)
            ? try await adapters.openDirectory(snapshot) : AbsentDirectory(path: snapshot.path)
        try firstRun.prepareSnapshotFolder()
        return SyncDirectory(
            directory: directory, publisher: try adapters.snapshotPublisher(snapshot, timeout, progress),
            store: try await localStore())
    }
}
