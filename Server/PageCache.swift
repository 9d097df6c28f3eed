import Foundation

/// The pages already made for one snapshot, by address: a served directory is the same for every visitor (a page
/// is made from its address alone), so a page asked again is sent as it was made, until the snapshot is replaced.
///
/// Bounded by pages and by bytes; the page used least recently goes first. Visitors asking for a page that is being
/// made wait for it rather than make it again. A cache of zero pages makes every page for every request
/// (`explore serve --page-cache 0`). A page showing live offers is never kept.
actor PageCache {
    /// What making a page came to: the answer, a refusal, or `nil` when the deadline passed first.
    typealias Outcome = Result<WebAnswer, WebRefusal>?

    private struct Entry {
        var page: String
        var status: Int
        var lastUse: UInt64
    }

    let maximumPages: Int
    let maximumBytes: Int
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
            return .success(.page(entry.page, status: entry.status))
        }
        let task = making[target] ?? Task { await make() }
        making[target] = task
        let outcome = await task.value
        // The actor was free while the page was made: another snapshot may have come meanwhile.
        if self.snapshot == snapshot, making[target] == task {
            making[target] = nil
            if case .success(.page(let page, let status, live: false))? = outcome { keep(page, status, for: target) }
        }
        return outcome
    }

    /// Keeps `page`, then lets the least recently used pages go until both bounds hold.
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
