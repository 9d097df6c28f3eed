import Foundation
import TestSupport
import Testing

/// A wallet's directory file copied while the wallet had it open: in WAL mode, its last commit is still in the
/// `-wal` file beside it, which a reader opening the file immutable would not see. Such a file is refused in one
/// sentence that says how to fold the log in, never read without its last commit.
@Suite struct UnsavedLogTests {
    /// A copy of the real v1 file (in WAL mode), taken while an `sqlite3` that changed one merchant's name still has
    /// it open: the change is only in the copied `-wal`.
    static func copiedWhileOpen(into folder: URL) async throws -> URL {
        let original = folder.appendingPathComponent("wallet.db")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: RealDirectoryFile.v1), to: original)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        holder.arguments = [original.path]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        input.fileHandleForWriting.write(
            Data(
                """
                PRAGMA wal_autocheckpoint = 0;
                UPDATE merchant SET name = 'Only in the log' WHERE rowid = (SELECT min(rowid) FROM merchant);

                """.utf8))
        let log = original.path + "-wal"
        let started = ContinuousClock.now
        while ((try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0) <= 32,
            ContinuousClock.now - started < .seconds(10)
        {
            try await Task.sleep(for: .milliseconds(20))
        }
        let copy = folder.appendingPathComponent("copy.db")
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: original.path + suffix, toPath: copy.path + suffix)
        }
        try input.fileHandleForWriting.close()
        holder.waitUntilExit()
        return copy
    }

    @Test func aCopyWhoseLastCommitIsInItsLogIsRefusedByImportAndByDb() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let copy = try await Self.copiedWhileOpen(into: home.url)

        for arguments in [["import", copy.path], ["--db", copy.path, "search", "log"]] {
            let run = try await explore.run(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.standardOutput.isEmpty)
            #expect(
                run.standardError.contains("its last changes are still in \(copy.path)-wal"), "\(run.standardError)")
            #expect(run.standardError.contains("PRAGMA wal_checkpoint(TRUNCATE)"))
        }
        // Through a link too: the log is beside the file the link names.
        let link = home.url.appendingPathComponent("link.db")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: copy)
        #expect(try await explore.run(["import", link.path]).status == 1)
    }

    @Test func theSameCopyOnceItsLogIsFoldedInImportsWithItsLastCommit() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let copy = try await Self.copiedWhileOpen(into: home.url)
        await #expect(try Shell.status("sqlite3", [copy.path, "PRAGMA wal_checkpoint(TRUNCATE)"]) == 0)

        let imported = try await explore.run(["import", copy.path])
        #expect(imported.status == 0, "\(imported.standardError)")
        let found = try await explore.run(["search", "Only in the log", "--format", "json"])
        #expect(found.standardOutput.contains("Only in the log"))
    }
}
