/// The navigation a screen asked for that nobody has carried out yet (ADR 0004).
///
/// Inputs append; the host takes them all after each input, oldest first, and each is delivered exactly once.
struct IntentQueue<Intent> {
    private var pending: [Intent] = []

    /// Asks for `intent`.
    mutating func append(_ intent: Intent) {
        pending.append(intent)
    }

    /// Every intent since the last call, oldest first; the queue is empty afterwards.
    mutating func take() -> [Intent] {
        defer { pending.removeAll() }
        return pending
    }
}
