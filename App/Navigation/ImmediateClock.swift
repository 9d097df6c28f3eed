/// A clock whose pauses end at once: the navigator's clock for the merchant list's search debounce.
///
/// The navigator settles after every key (``ScreenHost/handle(_:)`` returns once loading has finished), so a real
/// 250 ms pause would only delay each frame: keys typed meanwhile wait in the terminal's queue either way. With
/// this clock every key's frame shows the search for the text typed so far, in the interactive mode, in
/// `explore play` and in tests alike, and no one sleeps.
struct ImmediateClock: Clock {
    typealias Instant = ContinuousClock.Instant

    var now: Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }

    /// Returns at once, unless the sleeper was cancelled (a newer key superseded it).
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
    }
}
