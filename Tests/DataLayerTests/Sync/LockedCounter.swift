import Synchronization

/// A count that several threads draw from: the room left on a simulated disk.
final class LockedCounter: Sendable {
    private let remaining: Mutex<Int>

    init(_ value: Int) {
        remaining = Mutex(value)
    }

    /// Takes up to `wanted` from what remains and returns how much it took.
    func take(upTo wanted: Int) -> Int {
        remaining.withLock { remaining in
            let taken = min(wanted, remaining)
            remaining -= taken
            return taken
        }
    }
}
