import Domain
import Logging

/// The directory, with every search logged at debug level (`--log-level debug`): which query reached the snapshot,
/// and when. It shows, for one, that a word typed quickly in the interactive mode runs one search.
struct LoggedDirectory: MerchantDirectory {
    var base: any MerchantDirectory
    var logger: Logger

    func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        logger.debug(
            "Directory search",
            metadata: [
                "text": "\(query.text)", "tab": "\(query.tab.rawValue)", "sort": "\(query.sort.rawValue)",
                "offset": "\(query.page.offset)",
            ])
        return try await base.search(query)
    }

    func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        try await base.merchant(id: id, near: position)
    }

    func territories() async throws(DirectoryError) -> [Territory] {
        try await base.territories()
    }

    func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        try await base.catalogSummary(territory: territory)
    }

    func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        base.catalogStream(territory: territory, batchSize: batchSize)
    }

    func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        try await base.snapshotInfo()
    }

    func catalogSource() async throws(DirectoryError) -> CatalogSource {
        var source = try await base.catalogSource()
        source.directory = LoggedDirectory(base: source.directory, logger: logger)
        return source
    }
}
