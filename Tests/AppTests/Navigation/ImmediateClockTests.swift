import Testing

@testable import ExploreApp
@testable import Terminal

@Suite struct ImmediateClockTests {
    @Test func aPauseEndsAtOnceHoweverLongItIs() async throws {
        let clock = ImmediateClock()
        let started = ContinuousClock.now

        try await clock.sleep(for: .seconds(3600))

        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func aCancelledSleeperThrowsSoASupersededSearchNeverRuns() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await ImmediateClock().sleep(for: .milliseconds(250))
        }

        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
