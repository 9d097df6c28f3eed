import Synchronization

/// Room for what a renderer must keep until the end of a catalog but need not hold in memory: the site's merchant
/// lists and the points of its map areas are written here as merchants stream past and read back at the end, so
/// the renderer's memory does not grow with the directory.
///
/// Bytes are only ever appended, and a range once written is only read, from any task. A folder gives a file of its
/// own that no one else sees (the App's staged directory); ``MemoryScratch`` serves outputs without a file system.
public protocol CatalogScratch: Sendable {
    /// Appends `bytes` and returns where they went.
    func append(_ bytes: [UInt8]) throws(CatalogError) -> Range<Int>

    /// The bytes appended at `range`.
    func read(_ range: Range<Int>) throws(CatalogError) -> [UInt8]
}

/// Scratch space in memory: what a renderer sets aside stays in the process, as if it had kept it itself.
public final class MemoryScratch: CatalogScratch {
    private let bytes = Mutex<[UInt8]>([])

    public init() {}

    public func append(_ bytes: [UInt8]) throws(CatalogError) -> Range<Int> {
        self.bytes.withLock { stored in
            defer { stored += bytes }
            return stored.count..<stored.count + bytes.count
        }
    }

    public func read(_ range: Range<Int>) throws(CatalogError) -> [UInt8] {
        try bytes.withLock { stored throws(CatalogError) in
            guard range.lowerBound >= 0, range.upperBound <= stored.count else {
                throw .output("Scratch space has no bytes at \(range).")
            }
            return Array(stored[range])
        }
    }
}
