import Foundation

/// The pages already made for one snapshot, by address: a served directory is the same for every visitor (a page
/// is made from its address alone), so a page asked again is sent as it was made, until the snapshot is replaced.
///
/// Bounded by pages and by bytes; the page used least recently goes first. Visitors asking for a page that is being
/// made wait for it rather than make it again. A cache of zero pages makes every page for every request
/// (`explore serve --page-cache 0`). A page showing live offers is never kept.
final class PageCache: @unchecked Sendable {
    /// What making a page came to: the answer, a refusal, or `nil` when the deadline passed first.
    typealias Outcome = Result<WebAnswer, WebRefusal>?

    private struct Entry {
        var page: String
        var status: Int
        var lastUse: UInt64
    }

    let maximumPages: Int
    let maximumBytes: Int
    // NSLock rather than Synchronization's Mutex: ThreadSanitizer sees it (Docs/Conventions.md).
    private let lock = NSLock()
    private var snapshot: String?
    private var entries: [String: Entry] = [:]
    private var making: [String: Task<Outcome, Never>] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0

    init(maximumPages: Int, maximumBytes: Int = 32 * 1024 * 1024) {
        self.maximumPages = maximumPages
        self.maximumBytes = maximumBytes
    }

    /// The page for `target` from `snapshot`: kept, being made for another visitor, or made now by `make`.
    func answer(
        for target: String, in snapshot: String?, make: @escaping @Sendable () async -> Outcome
    ) async -> Outcome {
        guard maximumPages > 0, let snapshot else { return await make() }
        /// A kept page is answered at once, under the lock; anything else is waited for outside it.
        enum Found {
            case kept(Outcome)
            case making(Task<Outcome, Never>)
        }
        let found: Found = lock.withLock {
            if self.snapshot != snapshot {
                self.snapshot = snapshot
                entries.removeAll()
                making.removeAll()
                bytes = 0
            }
            if var entry = entries[target] {
                clock += 1
                entry.lastUse = clock
                entries[target] = entry
                return .kept(.success(.page(entry.page, status: entry.status)))
            }
            if let task = making[target] { return .making(task) }
            let task = Task { await make() }
            making[target] = task
            return .making(task)
        }
        let task: Task<Outcome, Never>
        switch found {
        case .kept(let outcome): return outcome
        case .making(let making): task = making
        }
        let outcome = await task.value
        lock.withLock {
            guard self.snapshot == snapshot, making[target] == task else { return }
            making[target] = nil
            if case .success(.page(let page, let status, live: false))? = outcome { keep(page, status, for: target) }
        }
        return outcome
    }

    /// Keeps `page`, then lets the least recently used pages go until both bounds hold. Called with the lock held.
    private func keep(_ page: String, _ status: Int, for target: String) {
        let size = page.utf8.count + target.utf8.count
        guard size <= maximumBytes / 8 else { return }
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
