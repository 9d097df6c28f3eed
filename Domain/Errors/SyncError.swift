/// What can go wrong replacing the directory snapshot with a published one.
///
/// After any of these but ``notRecorded(_:_:)`` the current snapshot is unchanged and usable. `Codable` because the sync history keeps the
/// error itself, and Presentation words it when the history is shown. URLs in these values never carry a password
/// (``RedactedURL``).
public indirect enum SyncError: Error, Hashable, Sendable, Codable {
    /// The URL's scheme is not `file` or `http(s)`, or the URL is malformed.
    case unsupportedURL(String)
    /// The URL is `http(s)`, and this program was built without an HTTP client: it syncs from files alone.
    case withoutHTTP(String)
    /// An address (the one given, a manifest's `file`, a server's redirect) was refused before any connection.
    case refusedAddress(RefusedAddress)
    case unreachable(String)
    case httpStatus(Int, url: String)
    /// The manifest is not the JSON we expect.
    case badManifest(String)
    /// The download ended before `expected` bytes.
    case truncated(received: Int64, expected: Int64)
    /// The download is larger than the manifest says, or than the size cap.
    case tooLarge(limit: Int64)
    case checksumMismatch(expected: String, actual: String)
    /// The downloaded file is not a readable directory snapshot; the string says what is wrong.
    case invalidSnapshot(String)
    case unsupportedSchema(Int)
    case noSpace
    case io(String)
    /// A failure the sync history holds only as text: recorded by an older version of this program, which kept
    /// sentences instead of errors.
    case recorded(String)
    /// A transfer went on longer than the sync's time limit (`seconds`), however steadily the server sent bytes;
    /// `received` bytes had arrived.
    case timedOut(seconds: Double, received: Int64)
    /// A `file://` URL names something that is not a regular file (a named pipe, a folder).
    case notAFile(String, kind: FileKind)
    /// The manifest's version cannot be a publication time (``SnapshotVersion/isPlausible(at:)``).
    case implausibleVersion(SnapshotVersion)
    /// While this sync downloaded, another writer put a snapshot at least this new in place, and it was kept.
    /// ``SyncDirectory`` reports this as ``SyncOutcome/upToDate(_:)``.
    case overtaken(by: SnapshotVersion)
    /// The published wallet archive cannot be read.
    case archive(ArchiveProblem)
    /// The sync itself ended as `outcome` (the snapshot may have been replaced), but the local store could not record
    /// it in the history: a sync never reports a success it did not record.
    case notRecorded(SyncOutcome, LocalStoreError)
}

extension SyncError {
    /// Whether the same sync, started again unchanged, may end otherwise: a server, a disk or a publication may change,
    /// but not this program's build, the source's kind or a limit it keeps. The sync screen offers to try again only
    /// then.
    public var isWorthRetrying: Bool {
        switch self {
        // A server may redirect elsewhere tomorrow; an address given stays what it is.
        case .refusedAddress(let refused): refused.redirectedFrom != nil
        case .unsupportedURL, .withoutHTTP, .notAFile, .unsupportedSchema, .tooLarge,
            .archive(.tooLarge), .archive(.unsupported):
            false
        default:
            true
        }
    }
}
