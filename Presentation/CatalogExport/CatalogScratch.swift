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

/// Bytes collected piece by piece and set aside in scratch space a part at a time: the ranges of the parts set aside,
/// then the bytes not yet set aside, which count as one more part.
struct ScratchParts: Sendable {
    private(set) var ranges: [Range<Int>] = []
    private(set) var pending: [UInt8] = []

    /// How many parts there are: those set aside and the pending bytes (perhaps none).
    var count: Int { ranges.count + 1 }

    mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// Sets the pending bytes aside as a part of their own.
    mutating func setAside(in scratch: any CatalogScratch) throws(CatalogError) {
        ranges.append(try scratch.append(pending))
        pending.removeAll(keepingCapacity: true)
    }

    /// Part `number`, from 0: a part set aside, then the pending bytes; past them, none.
    func part(_ number: Int, in scratch: any CatalogScratch) throws(CatalogError) -> [UInt8] {
        if number < ranges.count { return try scratch.read(ranges[number]) }
        return number == ranges.count ? pending : []
    }
}
