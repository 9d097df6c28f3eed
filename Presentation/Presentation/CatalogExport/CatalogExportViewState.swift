/// The catalog export screen: what is exported where, how far it has come, and the documents to open.
public struct CatalogExportViewState: Hashable, Sendable {
    /// Where the documents go, as given: "./site".
    public var destination: String
    /// "Whole directory", "Territory: Carabobo".
    public var scope: String
    /// How far the export has come.
    public var job: JobPhase
    /// The documents to open first (the site's front page, the XML catalog), once the export has finished.
    public var documents: [String]

    /// Creates a state; view models build these, tests and goldens too.
    public init(destination: String, scope: String, job: JobPhase = .notStarted, documents: [String] = []) {
        self.destination = destination
        self.scope = scope
        self.job = job
        self.documents = documents
    }
}
