/// Where a screen's content stands. Loading, empty and failed are states like any other, drawn from the view
/// state alone.
public enum LoadPhase: Hashable, Sendable {
    /// Nothing asked yet: the screen has not appeared.
    case idle
    case loading
    case loaded
    /// The answer came back with nothing in it; the sentence says so in the screen's words.
    case empty(String)
    /// The answer failed; the sentence says why, and `retryTapped()` asks again.
    case failed(String)
}
