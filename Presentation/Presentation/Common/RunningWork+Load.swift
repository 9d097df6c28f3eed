extension RunningWork {
    /// Runs `fetch` in `slot` and hands its result to `arrived` on the main actor, unless the slot's task was
    /// cancelled meanwhile: the loading every screen does, its error typed. A load cancelled before it began asks
    /// nothing (inputs that come together, a tab and a sort, start one query); cancelling a slot alone does not stop a
    /// repository that finishes anyway, so a later check drops its answer.
    func load<Value: Sendable, Failure: Error>(
        _ slot: String, fetch: @escaping @Sendable () async throws(Failure) -> Value,
        arrived: @escaping @MainActor (Result<Value, Failure>) -> Void
    ) {
        start(slot) {
            guard !Task.isCancelled else { return }
            let result: Result<Value, Failure>
            do throws(Failure) {
                result = .success(try await fetch())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            arrived(result)
        }
    }
}
