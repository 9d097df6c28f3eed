/// Runs an operation against a time limit: whichever ends first, the operation or the limit, decides.
///
/// When the limit comes first the operation's task is cancelled, and this returns once it has stopped, so nothing
/// it started (a connection, a file being written, an SQLite statement) outlives the call. The work must answer
/// cancellation: a transfer stops at its next chunk, and a GRDB read interrupts its statement (`sqlite3_interrupt`).
/// The one time limit of the program: a sync's download, a live offer and a served page each keep theirs with it.
public enum Deadline {
    /// How the race ended.
    public enum Outcome<Value: Sendable>: Sendable {
        /// The operation ended first, with this result.
        case finished(Result<Value, any Error>)
        /// The limit passed first: the operation was cancelled, and has stopped.
        case timedOut
    }

    private enum Event<Value: Sendable>: Sendable {
        case finished(Result<Value, any Error>)
        case limitReached
        /// The timer was cancelled (the whole race was): wait for the operation's own answer.
        case limitCancelled
    }

    /// Runs `operation`, cancelling it when `limit` passes first; returns once it has stopped either way.
    public static func race<Value: Sendable>(
        _ limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
    ) async -> Outcome<Value> {
        await withTaskGroup(of: Event<Value>.self) { group in
            group.addTask {
                do {
                    return .finished(.success(try await operation()))
                } catch {
                    return .finished(.failure(error))
                }
            }
            group.addTask {
                do {
                    try await Task.sleep(for: limit)
                    return .limitReached
                } catch {
                    return .limitCancelled
                }
            }
            var outcome = Outcome<Value>.timedOut
            for await event in group {
                switch event {
                case .finished(let result):
                    outcome = .finished(result)
                case .limitReached:
                    outcome = .timedOut
                case .limitCancelled:
                    continue
                }
                group.cancelAll()
                break
            }
            return outcome
        }
    }
}
