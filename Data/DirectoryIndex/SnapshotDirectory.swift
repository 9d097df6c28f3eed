import Domain
import SnapshotFile

/// The merchant directory of the snapshot at a path, read by the adapter that suits the file there: the accelerated
/// ``IndexedDirectory`` when the file carries derived tables that a marker vouches for (the files this program writes
/// or installs), else the reference directory the composition root names, which reads the published rows alone.
///
/// The one place where the choice is made, and made again whenever a sync or an import replaces the file
/// (``FollowedSnapshot``): neither adapter knows of the other, and this one knows the reference only as the function
/// that opens it.
public final class SnapshotDirectory: MerchantDirectory {
    /// Opens the reference directory of a file at a path.
    public typealias OpenReference = @Sendable (String) throws(DirectoryError) -> any MerchantDirectory

    private let chosen: FollowedSnapshot<any MerchantDirectory, DirectoryError>

    /// Opens the file at `path`, failing as ``IndexedDirectory/open(path:)`` does; a file without trusted derived
    /// tables is read by `reference`.
    public init(path: String, otherwise reference: @escaping OpenReference) throws(DirectoryError) {
        chosen = try FollowedSnapshot(path: path) { path throws(DirectoryError) in
            if let indexed = try IndexedDirectory.open(path: path) { return indexed }
            return try reference(path)
        }
    }

    /// The adapter reading the file now at the path: an ``IndexedDirectory`` or the reference.
    public var adapter: any MerchantDirectory { chosen.now }

    public func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
        try await chosen.now.search(query)
    }

    public func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
        try await chosen.now.merchant(id: id, near: position)
    }

    public func territories() async throws(DirectoryError) -> [Territory] {
        try await chosen.now.territories()
    }

    public func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
        try await chosen.now.catalogSummary(territory: territory)
    }

    public func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
        chosen.now.catalogStream(territory: territory, batchSize: batchSize)
    }

    public func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo {
        try await chosen.now.snapshotInfo()
    }

    public func catalogSource() async throws(DirectoryError) -> CatalogSource {
        try await chosen.now.catalogSource()
    }
}
