import Domain
import Foundation
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct StagingFileTests {
    @Test func isNamedAfterTheSnapshotAndTheProcessAndNeverTwiceTheSame() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        let first = try StagingFile(beside: snapshot)
        defer { first.discard() }
        let second = try StagingFile(beside: snapshot)
        defer { second.discard() }

        for staging in [first, second] {
            #expect(staging.url.lastPathComponent.hasPrefix(".directory.db.staging-\(getpid())-"))
            #expect(LeftoverFiles.writerPid(of: staging.url.lastPathComponent, destination: snapshot) == getpid())
        }
        #expect(first.url != second.url)
    }

    @Test func replacesTheSnapshotWithWhatWasWritten() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("old".utf8).write(to: snapshot)

        let staging = try StagingFile(beside: snapshot)
        try Data("new".utf8).withUnsafeBytes { try staging.write($0) }
        try staging.finish()
        let outcome = try staging.replace(using: SnapshotReplacement(snapshot: snapshot), rule: .always)

        #expect(outcome == .replaced)
        #expect(try Data(contentsOf: snapshot) == Data("new".utf8))
        #expect(folder.names(in: ".") == ["directory.db"])
    }

    @Test func aStagingFileTheRuleKeepsOutIsDeleted() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("old".utf8).write(to: snapshot)

        let staging = try StagingFile(beside: snapshot)
        try staging.finish()
        let outcome = try staging.replace(using: SnapshotReplacement(snapshot: snapshot), rule: .ifMissing)

        #expect(outcome == .kept(nil))
        #expect(try Data(contentsOf: snapshot) == Data("old".utf8))
        #expect(folder.names(in: ".") == ["directory.db"])
    }

    @Test func discardingLeavesTheSnapshotAlone() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("old".utf8).write(to: snapshot)

        let staging = try StagingFile(beside: snapshot)
        try Data("half a file".utf8).withUnsafeBytes { try staging.write($0) }
        staging.discard()

        #expect(try Data(contentsOf: snapshot) == Data("old".utf8))
        #expect(folder.names(in: ".") == ["directory.db"])
    }

    @Test func reportsAFullDiskAsNoSpace() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let staging = try StagingFile(beside: try folder.file("directory.db"), writer: .fullDisk(after: 5))
        defer { staging.discard() }

        #expect(throws: SyncError.noSpace) {
            try Data("more than five bytes".utf8).withUnsafeBytes { try staging.write($0) }
        }
    }

    @Test func completesShortWrites() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        let staging = try StagingFile(beside: snapshot, writer: .oneByteAtATime)
        try Data("patience".utf8).withUnsafeBytes { try staging.write($0) }
        try staging.finish()
        _ = try staging.replace(using: SnapshotReplacement(snapshot: snapshot), rule: .always)

        #expect(try Data(contentsOf: snapshot) == Data("patience".utf8))
    }
}

extension FileWriting {
    /// A disk with room for `limit` more bytes, then `ENOSPC`, as `write(2)` reports a full disk.
    static func fullDisk(after limit: Int) -> FileWriting {
        let room = LockedCounter(limit)
        return FileWriting { descriptor, bytes in
            let allowed = room.take(upTo: bytes.count)
            guard allowed > 0 else {
                errno = ENOSPC
                return -1
            }
            return FileWriting.system.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[0..<allowed]))
        }
    }

    /// A writer that accepts one byte per call, as `write(2)` may on a pipe or a busy disk.
    static let oneByteAtATime = FileWriting { descriptor, bytes in
        FileWriting.system.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[0..<min(1, bytes.count)]))
    }
}
