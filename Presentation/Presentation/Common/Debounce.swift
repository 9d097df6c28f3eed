/// Waiting out a pause in typing on an injected clock, so tests move time by hand instead of sleeping.
enum Debounce {
    /// How long typing must pause before a search runs.
    static let interval = Duration.milliseconds(250)

    /// The work slot a pause waits in: a host that takes keys as they come does not wait for it.
    static let slot = "debounce"

    /// A sleep until `delay` after *now*. The deadline is fixed when this is called (at the keystroke), not when
    /// the returned closure first runs, so a test that advances its clock before the task starts still wakes it.
    static func sleep<C: Clock<Duration>>(on clock: C, for delay: Duration) -> @Sendable () async throws -> Void {
        let deadline = clock.now.advanced(by: delay)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }
}

extension RunningWork {
    /// Runs `action` once typing has paused for ``Debounce/interval`` on `clock`; a newer call (the next key)
    /// cancels the wait.
    func debounce(on clock: any Clock<Duration>, _ action: @escaping @MainActor () -> Void) {
        let pause = Debounce.sleep(on: clock, for: Debounce.interval)
        start(Debounce.slot) {
            do { try await pause() } catch { return }
            action()
        }
    }
}
