/// The async work a view model has started, one slot per kind, so a new search cancels the old one and a test or
/// the `play` command can wait for the screen to settle.
@MainActor
final class RunningWork {
    /// The current task of each slot.
    private var current: [String: Int] = [:]
    /// Every task not yet finished, cancelled ones included (they may still be waiting for an answer), with its slot.
    private var unfinished: [Int: (slot: String, task: Task<Void, Never>)] = [:]
    private var lastID = 0

    /// Starts `operation` in `slot`, cancelling whatever ran there.
    ///
    /// - Parameter afterEarlier: first waits until the slot's earlier tasks, cancelled ones included, have ended:
    ///   a new sync must not overlap a cancelled one that is still removing its download.
    func start(_ slot: String, afterEarlier: Bool = false, _ operation: @escaping @MainActor () async -> Void) {
        cancel(slot)
        let earlier = afterEarlier ? unfinished.values.filter { $0.slot == slot }.map(\.task) : []
        lastID += 1
        let id = lastID
        current[slot] = id
        let task = Task { [weak self] in
            for task in earlier { await task.value }
            await operation()
            self?.finished(id, in: slot)
        }
        unfinished[id] = (slot, task)
    }

    func cancel(_ slot: String) {
        guard let id = current.removeValue(forKey: slot) else { return }
        unfinished[id]?.task.cancel()
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
    func waitUntilIdle(except slots: Set<String>) async {
        while let task = unfinished.values.first(where: { !slots.contains($0.slot) })?.task {
            await task.value
        }
    }

    private func finished(_ id: Int, in slot: String) {
        unfinished[id] = nil
        if current[slot] == id { current[slot] = nil }
    }
}
