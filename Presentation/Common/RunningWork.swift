/// The async work a view model has started, one slot per kind, so a new search cancels the old one and a test or
/// the `play` command can wait for the screen to settle.
@MainActor
final class RunningWork {
    /// The current task of each slot.
    private var current: [String: Int] = [:]
    /// Every task not yet finished, cancelled ones included (they may still be waiting for an answer).
    private var unfinished: [Int: Task<Void, Never>] = [:]
    private var lastID = 0

    /// Starts `operation` in `slot`, cancelling whatever ran there.
    func start(_ slot: String, _ operation: @escaping @MainActor () async -> Void) {
        cancel(slot)
        lastID += 1
        let id = lastID
        current[slot] = id
        unfinished[id] = Task { [weak self] in
            await operation()
            self?.finished(id, in: slot)
        }
    }

    func cancel(_ slot: String) {
        guard let id = current.removeValue(forKey: slot) else { return }
        unfinished[id]?.cancel()
    }

    func cancelAll() {
        for slot in Array(current.keys) { cancel(slot) }
    }

    /// Returns once every task has finished, including tasks started while waiting and cancelled ones.
    func waitUntilIdle() async {
        while let task = unfinished.values.first {
            await task.value
        }
    }

    private func finished(_ id: Int, in slot: String) {
        unfinished[id] = nil
        if current[slot] == id { current[slot] = nil }
    }
}
