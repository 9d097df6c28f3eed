import Domain
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct DoctorCommandTests {
    /// The traits this test was built with, as doctor names them: the tests and the program share their build.
    static let traits: String = {
        #if PiggyCards && Network
            "PiggyCards, Network"
        #elseif PiggyCards
            "PiggyCards"
        #elseif Network
            "Network"
        #else
            "none"
        #endif
    }()

    @Test func aFreshMachineIsReportedWithoutCreatingAnything() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed).run(["doctor"])

        let data = folder.url.path + "/xdg/explore"
        #expect(
            printed.value == """
                program:     \(ExploreVersion.line)
                  traits:    \(Self.traits)
                snapshot:    \(data)/directory.db (default)
                  missing:   created from the built-in sample on first use
                local store: \(data)/local.db (default)
                  missing:   created on first use

                """)
        #expect(folder.contents().isEmpty)
    }

    @Test func anExistingSnapshotShowsItsVersionCountsAndIntegrity() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("d.db")
        try Data(repeating: 0, count: 2048).write(to: snapshot)
        let directory = InMemoryDirectory(
            merchants: Fixtures.merchants,
            info: SnapshotInfo(
                schemaVersion: 4, version: SnapshotVersion(timestamp: 1_700_000_000_000), merchantRowCount: 1234))
        let printed = Printed()

        try await CompositionRoot.fake(
            in: folder, db: snapshot.path, adapters: .fake(directory: directory), printed: printed
        )
        .run(["doctor"])

        let lines = printed.value.split(separator: "\n").map(String.init)
        let expected: [String] = [
            "program:     \(ExploreVersion.line)", "  traits:    \(Self.traits)", "snapshot:    \(snapshot.path)",
            "  size:      2 KB",
            "  schema:    version 4", "  published: 2023-11-14 22:13 UTC (version 1700000000000)",
            "  merchants: \(Fixtures.shownMerchantCount) (1,234 location rows)",
            "  ATMs:      \(Fixtures.atms.count)",
            "  integrity: ok",
        ]
        #expect(Array(lines.prefix(9)) == expected)
    }

    @Test func aMissingExplicitSnapshotIsAProblem() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("gone.db").path
        let printed = Printed()

        let finding = await #expect(throws: DoctorFinding.self) {
            try await CompositionRoot.fake(in: folder, db: missing, printed: printed).run(["doctor"])
        }
        #expect(printed.value.contains("  missing:   no file at this path"))
        #expect(finding?.description == "There is no directory snapshot at \(missing).", "and no advice to run doctor")
    }

    @Test func aFolderOrAFIFOWhereAFileShouldBeIsAProblemNotAMissingFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let data = folder.url.appendingPathComponent("xdg/explore")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let fifo = data.appendingPathComponent("local.db").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let printed = Printed()

        let finding = await #expect(throws: DoctorFinding.self) {
            try await CompositionRoot.fake(in: folder, db: folder.url.path, printed: printed).run(["doctor"])
        }
        let lines = printed.value.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "program:     \(ExploreVersion.line)", "  traits:    \(Self.traits)", "snapshot:    \(folder.url.path)",
                "  problem:   \(folder.url.path) is a folder, not a regular file.",
                "local store: \(fifo) (default)", "  problem:   \(fifo) is a named pipe (FIFO), not a regular file.",
            ])
        #expect(finding?.count == 2)
    }

    @Test func aDamagedSnapshotIsReportedAndFailsTheCommand() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("bad.db")
        try Data("not sqlite".utf8).write(to: snapshot)
        var adapters = Adapters.fake()
        adapters.openDirectory = { url in throw DirectoryError.corrupt(url.path) }
        let printed = Printed()

        let finding = await #expect(throws: DoctorFinding.self) {
            try await CompositionRoot.fake(in: folder, db: snapshot.path, adapters: adapters, printed: printed)
                .run(["doctor"])
        }

        let sentence = "The directory snapshot \(snapshot.path) is damaged or is not an SQLite file."
        #expect(finding?.sentence == sentence)
        #expect(printed.value.contains("  problem:   \(sentence)"))
    }

    @Test func theSnapshotCheckIsTheQuickOneUnlessFullAsksForEveryIndex() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("d.db")
        try Data(repeating: 0, count: 2048).write(to: snapshot)
        let asked = AskedChecks()
        var adapters = Adapters.fake()
        adapters.checkIntegrity = { _, full in
            asked.checks.withLock { $0.append(full) }
            return "ok"
        }

        for arguments in [["doctor"], ["doctor", "--full"]] {
            let printed = Printed()
            try await CompositionRoot.fake(in: folder, db: snapshot.path, adapters: adapters, printed: printed)
                .run(arguments)
            #expect(printed.value.contains("  integrity: ok\n"))
        }

        #expect(asked.checks.withLock { $0 } == [false, true])
    }
}

/// The integrity checks a test's doctor asked for: `true` for the full one.
private final class AskedChecks: Sendable {
    let checks = Mutex<[Bool]>([])
}
