import Domain

/// A ``MerchantDirectory`` that answers like the wrapped ``InMemoryDirectory``, except that searches for held
/// texts wait until the test releases them: the way to make an old search answer after a newer one.
public actor SuspendingDirectory: MerchantDirectory {
    public let base: InMemoryDirectory
    private var heldTexts: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
    private var arrivalWatchers: [String: [CheckedContinuation<Void, Never>]] = [:]
    private var holdWatchers: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// The texts of the searches received, in order of arrival.
    public private(set) var receivedTexts: [String] = []

    public init(_ base: InMemoryDirectory) {
        self.base = base
    }

    /// Searches whose (normalized) text is `text` will wait for ``release(_:)``.
    public func hold(_ text: String) { heldTexts.insert(text) }

    /// Lets every waiting search for `text` proceed, and stops holding it.
    public func release(_ text: String) {
        heldTexts.remove(text)
        for continuation in waiting.removeValue(forKey: text) ?? [] { continuation.resume() }
    }

    /// Returns once a search for `text` is waiting (or has been received, when `text` is not held).
    public func waitUntilReceived(_ text: String) async {
        if receivedTexts.contains(text) { return }
        await withCheckedContinuation { arrivalWatchers[text, default: []].append($0) }
    }

    /// Returns once a search for `text` is waiting for ``release(_:)``.
    public func waitUntilHeld(_ text: String) async {
        if !(waiting[text] ?? []).isEmpty { return }
        await withCheckedContinuation { holdWatchers[text, default: []].append($0) }
    }

    public func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        receivedTexts.append(query.text)
        for watcher in arrivalWatchers.removeValue(forKey: query.text) ?? [] { watcher.resume() }
        if heldTexts.contains(query.text) {
            await withCheckedContinuation { continuation in
                waiting[query.text, default: []].append(continuation)
                for watcher in holdWatchers.removeValue(forKey: query.text) ?? [] { watcher.resume() }
            }
        }
        return try await base.search(query)
    }

    public func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        try await base.merchant(id: id, near: position)
    }

    public func territories() async throws(DirectoryError) -> [Territory] {
        try await base.territories()
    }

    public func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        try await base.catalogSummary(territory: territory)
    }

    public nonisolated func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        base.catalogStream(territory: territory, batchSize: batchSize)
    }

    public func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        try await base.snapshotInfo()
    }
}
