/// The catalog export screen: what is exported where, how far it has come, and the files written.
public struct CatalogExportViewState: Hashable, Sendable {
    /// Where the documents go, as given: "./site".
    public var destination: String
    /// "Whole directory", "Territory: Carabobo".
    public var scope: String
    /// How far the export has come.
    public var job: JobPhase
    /// The files written, once the export has finished.
    public var files: [String]

    /// Creates a state; view models build these, tests and goldens too.
    public init(destination: String, scope: String, job: JobPhase = .notStarted, files: [String] = []) {
        self.destination = destination
        self.scope = scope
        self.job = job
        self.files = files
    }
}
