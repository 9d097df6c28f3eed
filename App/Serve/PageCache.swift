import Foundation

/// The pages already made for one snapshot, by address: a served directory is the same for every visitor (a page
/// is made from its address alone), so a page asked again is sent as it was made, until the snapshot is replaced.
///
/// Bounded by pages and by bytes; the page used least recently goes first. A cache of zero pages makes every page
/// again (`explore serve --page-cache 0`).
final class PageCache: @unchecked Sendable {
    struct Entry {
        var page: String
        var status: Int
        var lastUse: UInt64
    }

    let maximumPages: Int
    let maximumBytes: Int
    // NSLock rather than Synchronization's Mutex: ThreadSanitizer sees it (Docs/Conventions.md).
    private let lock = NSLock()
    private var snapshot: FileIdentity?
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0

    init(maximumPages: Int, maximumBytes: Int = 32 * 1024 * 1024) {
        self.maximumPages = maximumPages
        self.maximumBytes = maximumBytes
    }

    /// The page made for `target` from `snapshot`, if it is still kept.
    func page(for target: String, in snapshot: FileIdentity?) -> (page: String, status: Int)? {
        guard maximumPages > 0, let snapshot else { return nil }
        return lock.withLock {
            guard self.snapshot == snapshot, var entry = entries[target] else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[target] = entry
            return (entry.page, entry.status)
        }
    }

    /// Keeps `page`; a page of another snapshot empties the cache first.
    func keep(_ page: String, status: Int, for target: String, in snapshot: FileIdentity?) {
        let size = page.utf8.count + target.utf8.count
        guard maximumPages > 0, let snapshot, size <= maximumBytes / 8 else { return }
        lock.withLock {
            if self.snapshot != snapshot {
                self.snapshot = snapshot
                entries.removeAll()
                bytes = 0
            }
            clock += 1
            if let old = entries.updateValue(Entry(page: page, status: status, lastUse: clock), forKey: target) {
                bytes -= old.page.utf8.count + target.utf8.count
            }
            bytes += size
            while entries.count > maximumPages || bytes > maximumBytes,
                let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                entries[oldest.key] = nil
                bytes -= oldest.value.page.utf8.count + oldest.key.utf8.count
            }
        }
    }
}
