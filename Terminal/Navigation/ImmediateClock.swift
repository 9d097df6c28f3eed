/// A clock whose pauses end at once: the search debounce's clock where every key is waited for anyway.
///
/// `explore play` and the tests wait until all work has finished after each key, debounce included, so a real
/// 250 ms pause would only slow them down; with this clock every key's frame shows the search for the text typed so
/// far, and no one sleeps. The interactive mode uses the real clock, so a word typed quickly runs one search.
public struct ImmediateClock: Clock {
    public typealias Instant = ContinuousClock.Instant

    public var now: Instant { ContinuousClock.now }
    public var minimumResolution: Duration { .zero }

    public init() {}

    /// Returns at once, unless the sleeper was cancelled (a newer key superseded it).
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
    }
}
