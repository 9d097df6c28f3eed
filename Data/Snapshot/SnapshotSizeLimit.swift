/// The largest directory snapshot taken from outside: a download, or the directory inside a wallet archive.
enum SnapshotSizeLimit {
    /// 1 GiB, some hundred times today's directory.
    static let bytes: Int64 = 1 << 30
}
