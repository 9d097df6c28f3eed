import Domain
import Foundation
import SnapshotFile

/// Writes the manifest that publishes a snapshot file: its version, size, SHA-256 and schema version.
///
/// `explore manifest` and `explore generate --manifest` call it; any publisher can. The snapshot is checked the way
/// an install checks a download, so a snapshot this writer accepts is one that clients will install; and it must
/// record its publication version, which the manifest repeats, so that a client that installed it knows it is up to
/// date.
public struct SnapshotManifestWriter: Sendable {
    /// A writer; it holds no state.
    public init() {}

    /// Describes `snapshot` and writes the manifest to `manifestFile`, replacing any file there atomically.
    ///
    /// - Parameters:
    ///   - snapshot: the published snapshot file, in `manifestFile`'s folder or below it: a current (version 4)
    ///     directory in rollback-journal mode that records its version in `explore_metadata`.
    ///   - manifestFile: where the manifest goes.
    /// - Returns: the manifest written.
    @discardableResult
    public func write(describing snapshot: URL, to manifestFile: URL) throws(PublishError) -> SnapshotManifest {
        let (inspection, version) = try Self.publishable(snapshot)
        let (size, sha256) = try Self.publishedDigest(of: snapshot)
        let manifest = SnapshotManifest(
            version: version, sha256: sha256, size: size, schemaVersion: inspection.schemaVersion,
            file: try Self.relativePath(of: snapshot, from: manifestFile))
        do {
            try ManifestDocument(manifest).encoded().write(to: manifestFile, options: .atomic)
        } catch {
            throw .writeFailed(manifestFile.path, reason: error.localizedDescription)
        }
        return manifest
    }

    /// Inspects a snapshot to be published and returns what it says about itself, with its recorded version.
    static func publishable(_ snapshot: URL) throws(PublishError) -> (SnapshotInspection, SnapshotVersion) {
        let path = snapshot.path
        let inspection: SnapshotInspection
        do {
            inspection = try SnapshotInspection.inspect(snapshot, allowingWAL: true)
        } catch {
            switch error {
            case .notAFile(let kind): throw .notAFile(path, kind: kind)
            case .unreadable: throw .unreadable(path)
            case .notSQLite: throw .unusable(path, reason: "it is not an SQLite database")
            case .walMode: throw .walMode(path)
            case .invalid(let reason): throw .unusable(path, reason: reason)
            }
        }
        switch inspection.schemaVersion {
        case SnapshotInfo.currentSchemaVersion: break
        case 1..<SnapshotInfo.currentSchemaVersion: throw .needsImport(path, schemaVersion: inspection.schemaVersion)
        default: throw .unsupportedSchema(path, schemaVersion: inspection.schemaVersion)
        }
        guard !inspection.isWALMode else { throw .walMode(path) }
        guard inspection.merchantRowCount > 0 else { throw .unusable(path, reason: "its merchant table is empty") }
        guard let version = inspection.recordedVersion else { throw .noVersion(path) }
        return (inspection, version)
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
        let hasher = SHA256()
        var size: Int64 = 0
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: FileTransfer.chunkSize) ?? Data()
            } catch {
                throw .io("could not read \(file.path): \(error.localizedDescription)")
            }
            if chunk.isEmpty { return (size, hasher.digest()) }
            chunk.withUnsafeBytes { hasher.update($0) }
            size += Int64(chunk.count)
        }
    }

    /// ``digest(of:)`` for a file being published.
    private static func publishedDigest(of file: URL) throws(PublishError) -> (size: Int64, sha256: String) {
        do {
            return try digest(of: file)
        } catch .notAFile(let path, let kind) {
            throw .notAFile(path, kind: kind)
        } catch {
            throw .unreadable(file.path)
        }
    }

    /// The manifest names its snapshot relative to itself, so the pair can be moved or served anywhere together.
    private static func relativePath(of snapshot: URL, from manifestFile: URL) throws(PublishError) -> String {
        let folder = manifestFile.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
            .pathComponents
        let target = snapshot.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        guard target.count > folder.count, Array(target.prefix(folder.count)) == folder else {
            throw .outsideManifestFolder(snapshot: snapshot.path, manifest: manifestFile.path)
        }
        return target.dropFirst(folder.count).joined(separator: "/")
    }
}
