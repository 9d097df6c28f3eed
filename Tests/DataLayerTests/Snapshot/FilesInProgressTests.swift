import Foundation
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct FilesInProgressTests {
    @Test func removeAllDeletesTheFilesThisProcessIsWritingAndNothingElse() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("snapshot".utf8).write(to: snapshot)
        // A registry of its own: the process's is in use by the tests running beside this one.
        let registry = FilesInProgress.Registry()
        let writing = registry.claim(beside: snapshot, kind: .tmp)
        try Data("half".utf8).write(to: writing)
        let done = registry.claim(beside: snapshot, kind: .staging)
        try Data("renamed away".utf8).write(to: done)
        registry.finished(done)

        registry.removeAll()

        #expect(!FileManager.default.fileExists(atPath: writing.path))
        #expect(folder.names(in: ".") == [done.lastPathComponent, "directory.db"].sorted())
    }

    @Test("removeAll deletes SQLite's journal, WAL and shared memory of a file being written, not the snapshot's")
    func removeAllDeletesTheJournalOfAFileBeingWritten() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("snapshot".utf8).write(to: snapshot)
        try Data("its own journal".utf8).write(to: URL(fileURLWithPath: snapshot.path + "-journal"))
        let registry = FilesInProgress.Registry()
        let writing = registry.claim(beside: snapshot, kind: .staging)
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try Data("half".utf8).write(to: URL(fileURLWithPath: writing.path + suffix))
        }

        registry.removeAll()

        #expect(folder.names(in: ".") == ["directory.db", "directory.db-journal"])
    }

    @Test func namesCarryTheKindThePidAndANumberOfTheirOwn() {
        let snapshot = URL(fileURLWithPath: "/data/explore/directory.db")
        let first = FilesInProgress.claim(beside: snapshot, kind: .tmp)
        let second = FilesInProgress.claim(beside: snapshot, kind: .tmp)
        defer {
            FilesInProgress.finished(first)
            FilesInProgress.finished(second)
        }

        #expect(first.deletingLastPathComponent().path == "/data/explore")
        #expect(first.lastPathComponent.hasPrefix(".directory.db.tmp-\(getpid())-"))
        #expect(first != second)
    }
}
