import Foundation
import TestSupport
import Testing

/// Commands that write on a full disk (a 400 KiB tmpfs mounted for the test): one sentence that says so, exit 1, and
/// nothing left behind.
@Suite("explore on a full disk", .serialized)
struct FullDiskTests {
    @Test func everyWriterSaysTheDiskIsFullAndLeavesNothing() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let disk = home.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mounted = try await Shell.status("mount", ["-t", "tmpfs", "-o", "size=400k", "tmpfs", disk.path])
        try #require(mounted == 0, "mounting a small tmpfs needs root, as in CI")
        defer { umount(disk.path) }
        let explore = ExploreProcess(home: home)
        let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/dashwallet-ios-explore-v1.db")

        let runs = [
            try await explore.run([
                "generate", "--merchants", "3000", "--out", disk.appendingPathComponent("g.db").path,
            ]),
            try await explore.run(["import", real.path, "--db", disk.appendingPathComponent("i.db").path]),
            try await explore.run(
                ["search", "a"], environment: ["XDG_DATA_HOME": disk.appendingPathComponent("data").path]),
        ]

        for run in runs {
            #expect(run.status == 1)
            #expect(
                run.standardError.hasPrefix("explore: error: Could not write ")
                    && run.standardError.hasSuffix(": the disk is full.\n"), "\(run.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == [])
    }
}
