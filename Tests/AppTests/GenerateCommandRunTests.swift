import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct GenerateCommandRunTests {
    @Test func generateWritesTheRequestedFileAndSaysSo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let destination = folder.url.appendingPathComponent("big.db")

        try await CompositionRoot.fake(in: folder, printed: printed).run(
            ["generate", "--merchants", "50", "--out", destination.path])

        #expect(try String(contentsOf: destination, encoding: .utf8) == "sample of 50")
        #expect(printed.value == "Wrote 50 merchants to \(destination.path).\n")
    }

    @Test func aLargeCountIsWrittenWithItsThousandsGroupedAsEveryScreenWritesIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let destination = folder.url.appendingPathComponent("big.db")

        try await CompositionRoot.fake(in: folder, printed: printed).run(
            ["generate", "--merchants", "100000", "--out", destination.path])

        #expect(printed.value == "Wrote 100,000 merchants to \(destination.path).\n")
    }

    @Test func generateLeavesAnExistingFileAloneUnlessForced() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let destination = folder.url.appendingPathComponent("mine.db")
        try Data("mine".utf8).write(to: destination)
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        let arguments = ["generate", "--merchants", "5", "--out", destination.path]

        await #expect(throws: AppError.fileExists(destination.path)) { try await root.run(arguments) }
        #expect(try Data(contentsOf: destination) == Data("mine".utf8))

        try await root.run(arguments + ["--force"])
        #expect(try String(contentsOf: destination, encoding: .utf8) == "sample of 5")
    }

    @Test func anExistingManifestIsLeftAloneUnlessForcedAndAFolderOrFIFOAlways() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let destination = folder.url.appendingPathComponent("new.db")
        let manifest = folder.url.appendingPathComponent("manifest.json")
        try Data("mine".utf8).write(to: manifest)
        let fifo = folder.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        let arguments = ["generate", "--merchants", "5", "--out", destination.path, "--force", "--manifest"]

        await #expect(throws: AppError.fileExists(manifest.path)) {
            try await root.run(arguments.filter { $0 != "--force" } + [manifest.path])
        }
        await #expect(throws: AppError.notAFile(folder.url.path, .folder)) {
            try await root.run(arguments + [folder.url.path])
        }
        await #expect(throws: AppError.notAFile(fifo, .fifo)) { try await root.run(arguments + [fifo]) }
        #expect(try Data(contentsOf: manifest) == Data("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: destination.path), "nothing is written when either is refused")
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
    }
}
