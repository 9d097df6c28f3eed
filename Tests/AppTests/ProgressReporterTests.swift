import Foundation
import Synchronization
import Testing

@testable import ExploreApp
@testable import Terminal

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let seconds = Mutex(0.0)
    var now: Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
    func advance(_ interval: TimeInterval) { seconds.withLock { $0 += interval } }
}

@Suite struct ProgressReporterTests {
    @Test func onATerminalTheBarIsRedrawnInPlaceAtMostTenTimesASecond() {
        let printed = Printed()
        let clock = ManualClock()
        let reporter = ProgressReporter(
            title: "Import", style: .bar(width: 60), write: printed.append, now: { clock.now })

        reporter.update(completed: 0, total: 1000)
        reporter.update(completed: 1, total: 1000)  // Too soon: not drawn.
        clock.advance(0.1)
        reporter.update(completed: 500, total: 1000)
        reporter.finish()

        let erase = "\u{1B}[K"
        #expect(
            printed.value
                == "\rImport [..........................]   0%  0/1,000 rows\(erase)"
                + "\rImport [#############.............]  50%  500/1,000 rows\(erase)"
                + "\rImport [##########################] 100%  1,000/1,000 rows\(erase)\n")
    }

    @Test func aTitleNamingAHostileFileIsMadeSafeButTheBarKeepsItsOwnSequences() {
        let printed = Printed()
        let reporter = ProgressReporter(
            title: "Importing \u{1B}]0;x\u{07}.db", style: .bar(width: 60), write: printed.append, now: { Date() })

        reporter.update(completed: 1, total: 2)

        #expect(printed.value.hasPrefix("\rImporting ␛]0;x␇.db ["))
        #expect(printed.value.hasSuffix("\u{1B}[K"))
        #expect(printed.value.filter { $0 == "\u{1B}" }.count == 1)
    }

    @Test func withoutATerminalALineIsPrintedAtMostOncePerInterval() {
        let printed = Printed()
        let clock = ManualClock()
        let reporter = ProgressReporter(
            title: "Generating", style: .lines(interval: 1), unit: .items("merchants"), write: printed.append,
            now: { clock.now })

        reporter.update(completed: 10, total: 100)
        clock.advance(0.5)
        reporter.update(completed: 20, total: 100)
        clock.advance(0.6)
        reporter.update(completed: 30, total: 100)
        clock.advance(0.2)
        reporter.update(completed: 40, total: 100)
        reporter.finish()
        reporter.update(completed: 50, total: 100)

        #expect(printed.value == "Generating: 30% (30 of 100 merchants)\nGenerating: done (40 merchants)\n")
    }

    @Test func silentReportersPrintNothing() {
        let printed = Printed()
        let reporter = ProgressReporter(title: "Sample", style: .silent, write: printed.append)
        reporter.update(completed: 1, total: 2)
        reporter.finish()
        #expect(printed.value.isEmpty)
    }

    @Test func downloadsAreCountedInBytesAndMayHaveNoTotal() {
        #expect(
            ProgressText.line(title: "Downloading", completed: 1_500_000, total: nil, unit: .bytes)
                == "Downloading: 1.5 MB")
        #expect(
            ProgressText.bar(title: "Downloading", completed: 2048, total: nil, unit: .bytes, width: 80)
                == "Downloading  2 KB")
        #expect(
            ProgressText.line(title: "Downloading", completed: 1_000_000, total: 4_000_000, unit: .bytes)
                == "Downloading: 25% (1.0 MB of 4.0 MB)")
    }

    @Test func theBarNeverExceedsTheWidth() {
        let text = ProgressText.bar(
            title: String(repeating: "t", count: 50), completed: 5, total: 10, unit: .items("rows"), width: 40)
        #expect(text.count <= 40)
    }
}
