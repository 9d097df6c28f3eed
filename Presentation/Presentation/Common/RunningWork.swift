/// The async work a view model has started, one slot per kind, so a new search cancels the old one and a test or
/// the `play` command can wait for the screen to settle.
@MainActor
final class RunningWork {
    /// The current task of each slot.
    private var current: [String: Int] = [:]
    /// Every task not yet finished, cancelled ones included (they may still be waiting for an answer), by slot: a
    /// burst of keys leaves thousands of cancelled pauses in one slot before any of them runs, and waiting for the
    /// other slots must not walk through them.
    private var unfinished: [String: [Int: Task<Void, Never>]] = [:]
    private var lastID = 0

    /// Starts `operation` in `slot`, cancelling whatever ran there.
    ///
    /// - Parameter afterEarlier: first waits until the slot's earlier tasks, cancelled ones included, have ended:
    ///   a new sync must not overlap a cancelled one that is still removing its download.
    func start(_ slot: String, afterEarlier: Bool = false, _ operation: @escaping @MainActor () async -> Void) {
        cancel(slot)
        let earlier = afterEarlier ? Array((unfinished[slot] ?? [:]).values) : []
        lastID += 1
        let id = lastID
        current[slot] = id
        let task = Task { [weak self] in
            for task in earlier { await task.value }
            await operation()
            self?.finished(id, in: slot)
        }
        unfinished[slot, default: [:]][id] = task
    }

    func cancel(_ slot: String) {
        guard let id = current.removeValue(forKey: slot) else { return }
        unfinished[slot]?[id]?.cancel()
    }

    func cancelAll() {
        for slot in Array(current.keys) { cancel(slot) }
    }

    /// Returns once every task has finished, including tasks started while waiting and cancelled ones.
    func waitUntilIdle() async {
        await waitUntilIdle(except: [])
    }

    /// Returns once every task outside `slots` has finished, including tasks started while waiting and cancelled
    /// ones: a long job (a sync, an export) goes on in its slot while the screen counts as settled.
    ///
    /// A waiter that is cancelled cancels the work it waits for, and still returns only once that work has stopped:
    /// a served page past its deadline interrupts its search rather than leave it running.
    func waitUntilIdle(except slots: Set<String>) async {
        await withTaskCancellationHandler {
            while let task = unfinished.first(where: { !slots.contains($0.key) })?.value.values.first {
                if Task.isCancelled { cancelAll() }
                await task.value
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelAll() }
        }
    }

    private func finished(_ id: Int, in slot: String) {
        unfinished[slot]?[id] = nil
        if unfinished[slot]?.isEmpty == true { unfinished[slot] = nil }
        if current[slot] == id { current[slot] = nil }
    }
}
