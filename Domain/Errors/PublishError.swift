/// Why a snapshot could not be published (`explore manifest`: a manifest, a wallet archive). Nothing was written.
///
/// Cases carry facts (paths, versions, the system's or SQLite's own words), never sentences: Presentation words them.
public enum PublishError: Error, Hashable, Sendable {
    /// The path names something other than a regular file (a folder, a named pipe).
    case notAFile(String, kind: FileKind)
    /// The file cannot be read.
    case unreadable(String)
    /// The file is in WAL mode: every reader would keep `-wal` and `-shm` files beside the published snapshot.
    case walMode(String)
    /// The file is a directory of an older schema (1 to 3), which only `explore import` reads.
    case needsImport(String, schemaVersion: Int)
    /// The file's schema version is none this program knows.
    case unsupportedSchema(String, schemaVersion: Int)
    /// The file records no publication version, so a client that installs it could never tell it is up to date.
    case noVersion(String)
    /// The file is not a usable directory snapshot; the string says what is wrong (SQLite's or the system's words).
    case unusable(String, reason: String)
    /// The snapshot is not in the manifest's folder or below it, so the manifest cannot name it relative to itself.
    case outsideManifestFolder(snapshot: String, manifest: String)
    /// Writing the manifest or the archive failed; the string is the system's or libzip's reason.
    case writeFailed(String, reason: String)
    /// The version given to record is not newer than the one the file records: clients would not take it.
    case versionNotNewer(String, recorded: SnapshotVersion, given: SnapshotVersion)
}
