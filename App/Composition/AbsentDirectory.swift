import Domain

/// The directory when its snapshot file does not exist yet: every read fails with `missing`.
///
/// `explore sync` into a new `--db` file needs a directory to ask for the current version; with this one the
/// answer is "none", so the published snapshot is downloaded, instead of the command failing or a sample being
/// generated only to be replaced.
struct AbsentDirectory: MerchantDirectory {
    /// The missing file, named in the errors.
    var path: String

    func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        throw .missing(path)
    }

    func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        throw .missing(path)
    }

    func territories() async throws(DirectoryError) -> [Territory] {
        throw .missing(path)
    }

    func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        throw .missing(path)
    }

    func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        let path = path
        return MerchantStream { { () throws(DirectoryError) in throw .missing(path) } }
    }

    func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        throw .missing(path)
    }
}
