/// A clock whose pauses end at once: the search debounce's clock where every key is waited for anyway.
///
/// `explore play` and the tests wait until all work has finished after each key, debounce included, so a real
/// 250 ms pause would only slow them down; with this clock every key's frame shows the search for the text typed so
/// far, and no one sleeps. The interactive mode uses the real clock, so a word typed quickly runs one search.
struct ImmediateClock: Clock {
    typealias Instant = ContinuousClock.Instant

    var now: Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }

    /// Returns at once, unless the sleeper was cancelled (a newer key superseded it).
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
    }
}
