import Crypto
import Domain
import Foundation

/// Writes the manifest that publishes a snapshot file: its version, size, SHA-256 and schema version.
///
/// `explore generate --manifest` calls it; any publisher can. The manifest is checked the way an install checks
/// a download, so a snapshot this writer accepts is one that clients will install.
public struct SnapshotManifestWriter: Sendable {
    /// A writer; it holds no state.
    public init() {}

    /// Describes `snapshot` and writes the manifest to `manifestFile`, replacing any file there atomically.
    ///
    /// - Parameters:
    ///   - snapshot: the published snapshot file, in `manifestFile`'s folder or below it.
    ///   - version: the publisher's version; by default the one the file records in `explore_metadata`, else
    ///     the file's modification time. A version that contradicts the file's own is refused.
    /// - Returns: the manifest written.
    @discardableResult
    public func write(
        describing snapshot: URL, to manifestFile: URL, version: SnapshotVersion? = nil
    ) throws(SyncError) -> SnapshotManifest {
        let inspection = try SnapshotInspection(of: snapshot)
        guard inspection.merchantRowCount > 0 else { throw .invalidSnapshot("its merchant table is empty") }
        if let version, let recorded = inspection.recordedVersion, version != recorded {
            throw .invalidSnapshot("the file records version \(recorded), not \(version)")
        }
        let (size, sha256) = try Self.digest(of: snapshot)
        let chosenVersion: SnapshotVersion
        if let known = version ?? inspection.recordedVersion {
            chosenVersion = known
        } else {
            chosenVersion = try Self.modificationVersion(of: snapshot)
        }
        let manifest = SnapshotManifest(
            version: chosenVersion, sha256: sha256, size: size, schemaVersion: inspection.schemaVersion,
            file: try Self.relativePath(of: snapshot, from: manifestFile))
        do {
            try ManifestDocument(manifest).encoded().write(to: manifestFile, options: .atomic)
        } catch {
            throw .io("could not write \(manifestFile.path): \(error.localizedDescription)")
        }
        return manifest
    }

    /// The file's size and SHA-256, read a chunk at a time.
    static func digest(of file: URL) throws(SyncError) -> (size: Int64, sha256: String) {
        let handle: FileHandle
        do {
            handle = try SourceFile.open(file.path)
        } catch .notAFile(let kind) {
            throw .notAFile(file.path, kind: kind)
        } catch {
            throw .io("\(file.path) cannot be read")
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        var size: Int64 = 0
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: FileTransfer.chunkSize) ?? Data()
            } catch {
                throw .io("could not read \(file.path): \(error.localizedDescription)")
            }
            if chunk.isEmpty { return (size, hasher.finalize().hexadecimal) }
            hasher.update(data: chunk)
            size += Int64(chunk.count)
        }
    }

    private static func modificationVersion(of file: URL) throws(SyncError) -> SnapshotVersion {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard let date = attributes?[.modificationDate] as? Date else {
            throw .io("cannot read the modification time of \(file.path)")
        }
        return SnapshotVersion(timestamp: Int64((date.timeIntervalSince1970 * 1000).rounded(.down)))
    }

    /// The manifest names its snapshot relative to itself, so the pair can be moved or served anywhere together.
    private static func relativePath(of snapshot: URL, from manifestFile: URL) throws(SyncError) -> String {
        let folder = manifestFile.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
            .pathComponents
        let target = snapshot.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        guard target.count > folder.count, Array(target.prefix(folder.count)) == folder else {
            throw .badManifest("the snapshot must be in the manifest's folder or below it")
        }
        return target.dropFirst(folder.count).joined(separator: "/")
    }
}
