import Domain
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the archive the Dash wallets download, from a snapshot: comment `TIMESTAMP#PASSWORD` (the snapshot's
/// version and a random password), one entry `explore.db` encrypted with WinZip AES-256 (Docs/adr/0020-wallet-archives.md).
///
/// The entry is a copy of the snapshot carrying Room's `room_master_table` with the identity hash of the wallets'
/// schema 4, which is what the Android wallet checks before it reads the columns of that schema by name.
public struct WalletArchiveWriter: Sendable {
    /// Room's identity hash of the wallets' schema 4 (dashpay/dash-wallet, `ExploreDatabase/4.json`).
    static let roomIdentityHash = "b571284317035b59474823f11d5bfcf5"
    /// The row of `room_master_table` Room reads.
    static let roomMasterRow = 42

    /// A writer; it holds no state.
    public init() {}

    /// Writes the wallet archive of `snapshot` to `archive`, replacing any file there atomically; returns the version
    /// it carries and its size in bytes.
    ///
    /// - Parameter snapshot: a current (version 4) directory in rollback-journal mode that records its version.
    @discardableResult
    public func write(
        describing snapshot: URL, to archive: URL
    ) throws(PublishError) -> (version: SnapshotVersion, size: Int64) {
        let (_, version) = try SnapshotManifestWriter.publishable(snapshot)
        let database = FilesInProgress.claim(beside: archive, kind: .tmp)
        let staged = FilesInProgress.claim(beside: archive, kind: .tmp)
        defer {
            for file in [database, staged] {
                _ = unlink(file.path)
                FilesInProgress.finished(file)
            }
        }
        do {
            try FileManager.default.copyItem(at: snapshot, to: database)
            try Self.addRoomIdentity(to: database)
        } catch {
            throw .writeFailed(archive.path, reason: error.localizedDescription)
        }
        let comment = "\(version.timestamp)#\(Self.randomPassword())"
        let bytes: Data
        do throws(ZipWriting.Failure) {
            bytes = try ZipWriting.archive(entry: WalletArchive.entryName, from: database, comment: comment)
        } catch {
            throw .writeFailed(archive.path, reason: error.reason)
        }
        do {
            try bytes.write(to: staged)
            try FileHandle(forUpdating: staged).synchronize()
            guard rename(staged.path, archive.path) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            throw .writeFailed(archive.path, reason: error.localizedDescription)
        }
        return (version, Int64(bytes.count))
    }

    /// Adds `room_master_table` as Room's own set-up queries write it.
    private static func addRoomIdentity(to file: URL) throws {
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(
                sql: "CREATE TABLE IF NOT EXISTS room_master_table (id INTEGER PRIMARY KEY,identity_hash TEXT)")
            try db.execute(
                sql: "INSERT OR REPLACE INTO room_master_table (id,identity_hash) VALUES(?, ?)",
                arguments: [roomMasterRow, roomIdentityHash])
        }
        try queue.close()
    }

    /// 32 letters and digits from the system's cryptographic generator: about 190 bits.
    static func randomPassword() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet[Int.random(in: alphabet.indices, using: &generator)] })
    }
}
