import Testing

@testable import Presentation

@MainActor struct RunningWorkTests {
    @Test func aCancelledWaiterCancelsTheWorkAndReturnsOnceItHasStopped() async {
        let work = RunningWork()
        var stopped = false
        work.start("search") {
            let started = ContinuousClock.now
            while !Task.isCancelled, ContinuousClock.now - started < .seconds(60) {
                try? await Task.sleep(for: .milliseconds(5))
            }
            stopped = true
        }
        let waiter = Task { await work.waitUntilIdle() }
        try? await Task.sleep(for: .milliseconds(20))
        waiter.cancel()
        await waiter.value
        #expect(stopped)
    }

    @Test func aWaiterThatIsNotCancelledLeavesTheWorkToFinish() async {
        let work = RunningWork()
        var finished = false
        work.start("search") {
            try? await Task.sleep(for: .milliseconds(30))
            finished = !Task.isCancelled
        }
        await work.waitUntilIdle()
        #expect(finished)
    }
}
