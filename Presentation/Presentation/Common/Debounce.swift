/// Waiting out a pause in typing on an injected clock, so tests move time by hand instead of sleeping.
enum Debounce {
    /// How long typing must pause before a search runs.
    static let interval = Duration.milliseconds(250)

    /// A sleep until `delay` after *now*. The deadline is fixed when this is called (at the keystroke), not when
    /// the returned closure first runs, so a test that advances its clock before the task starts still wakes it.
    static func sleep<C: Clock<Duration>>(on clock: C, for delay: Duration) -> @Sendable () async throws -> Void {
        let deadline = clock.now.advanced(by: delay)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }
}
