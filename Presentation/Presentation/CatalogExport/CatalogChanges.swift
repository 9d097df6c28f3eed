/// How a catalog differs from the one it replaced, file by file: what a publisher uploads next, and what a mirror
/// (rsync, a CDN) sends.
public struct CatalogChanges: Hashable, Sendable {
    /// Files at a path the old catalog did not have.
    public var added: Int
    /// Files at a path the old catalog had, with other bytes.
    public var changed: Int
    /// Files byte for byte as they were (the old file itself, linked).
    public var unchanged: Int
    /// Files of the old catalog at a path the new one does not have.
    public var removed: Int

    /// The changes, counted in files.
    public init(added: Int, changed: Int, unchanged: Int, removed: Int) {
        self.added = added
        self.changed = changed
        self.unchanged = unchanged
        self.removed = removed
    }
}
