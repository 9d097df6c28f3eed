import Foundation
import Synchronization

/// Runs `body` on the concurrency pool and waits for it: libFuzzer calls a target's check synchronously.
public func waitFor<Value: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () async throws(Failure) -> Value
) -> Result<Value, Failure> {
    let result = Mutex<Result<Value, Failure>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let outcome: Result<Value, Failure>
        do throws(Failure) {
            outcome = .success(try await body())
        } catch {
            outcome = .failure(error)
        }
        result.withLock { $0 = outcome }
        done.signal()
    }
    done.wait()
    return result.withLock { $0! }
}
