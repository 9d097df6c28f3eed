import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct PlayCommandTests {
    @Test func playPrintsAPlainFrameAfterEveryStepAtTheSizeAsked() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.url.appendingPathComponent("script.txt")
        try Data("down\nsize 40x10\n".utf8).write(to: script)
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed).run(["play", script.path, "--size", "60x12"])

        let headers = printed.value.split(separator: "\n").filter { $0.hasPrefix("--- frame") }
        #expect(
            headers == [
                "--- frame 0: start (60x12) ---", "--- frame 1: line 1: down (60x12) ---",
                "--- frame 2: line 2: size 40x10 (40x10) ---",
            ])
        #expect(!printed.value.contains("\u{1B}"))
        // Three headers and three frames, each as tall as its size says, then the last newline.
        let lines = printed.value.split(separator: "\n", omittingEmptySubsequences: false)
        let expected: Int = 3 + 12 + 12 + 10 + 1
        #expect(lines.count == expected)
    }
}
