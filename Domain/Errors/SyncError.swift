/// What can go wrong replacing the directory snapshot with a published one.
///
/// After any of these the current snapshot is unchanged and usable. `Codable` because the sync history keeps the
/// error itself, and Presentation words it when the history is shown.
public enum SyncError: Error, Hashable, Sendable, Codable {
    /// The URL's scheme is not `file` or `http(s)`, or the URL is malformed.
    case unsupportedURL(String)
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
}
