import Domain
import Foundation
import GRDB

extension SnapshotManifestWriter {
    /// Records `version` as the publication version of `snapshot`, a file about to be published again: after an edit,
    /// a new version is what tells clients that have the old bytes to download the new ones.
    ///
    /// The file is checked as ``write(describing:to:)`` checks it, and `version` must be newer than the one it
    /// records (a client takes only a newer one). It then dates the directory (``Domain/SnapshotInfo/isVersionDated``).
    public func stamp(_ snapshot: URL, with version: SnapshotVersion) throws(PublishError) {
        let (_, recorded) = try Self.publishable(snapshot)
        guard version > recorded else {
            throw .versionNotNewer(snapshot.path, recorded: recorded, given: version)
        }
        do {
            let queue = try DatabaseQueue(path: snapshot.path)
            try queue.write { db in try SnapshotSchema.setVersion(version.timestamp, in: db) }
            try queue.close()
        } catch {
            throw .writeFailed(snapshot.path, reason: (error as? DatabaseError)?.message ?? "\(error)")
        }
    }

    /// The manifest already at `manifestFile`, when there is one this program reads: what a new one replaces.
    public func existingManifest(at manifestFile: URL) -> SnapshotManifest? {
        guard let handle = FileHandle(forReadingAtPath: manifestFile.path) else { return nil }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: ManifestDocument.maximumSize + 1) else { return nil }
        return try? ManifestDocument.decode(bytes)
    }
}
