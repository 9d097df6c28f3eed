import Domain
import Foundation
import Synchronization

/// Where a transfer puts the bytes it receives, in order, as they arrive.
protocol ByteSink: Sendable {
    /// The most bytes it takes: a transfer that announces more is refused before its first byte.
    var limit: Int64 { get }
    /// Bytes taken so far.
    var received: Int64 { get }
    /// Takes the next bytes; throwing stops the transfer.
    func receive(_ bytes: UnsafeRawBufferPointer) throws(SyncError)
}

/// Keeps a small resource in memory (a manifest), refusing more than `limit` bytes.
final class MemorySink: ByteSink {
    let limit: Int64
    private let buffer = Mutex(Data())

    init(limit: Int) {
        self.limit = Int64(limit)
    }

    var bytes: Data { buffer.withLock { $0 } }

    var received: Int64 { Int64(bytes.count) }

    func receive(_ bytes: UnsafeRawBufferPointer) throws(SyncError) {
        try buffer.withLock { (buffer: inout Data) throws(SyncError) in
            guard Int64(buffer.count + bytes.count) <= limit else { throw SyncError.tooLarge(limit: limit) }
            buffer.append(contentsOf: bytes)
        }
    }
}

/// Writes a snapshot download to its staging file, hashing (``SHA256``) and counting as it
/// goes, and reports progress.
final class DownloadSink: ByteSink {
    private struct Tally {
        let hasher = SHA256()
        var received: Int64 = 0
        var reported: Int64 = 0
    }

    private let staging: StagingFile
    let limit: Int64
    private let progress: @Sendable (TransferProgress) -> Void
    private let tally = Mutex(Tally())

    /// - Parameter size: the size the manifest announces: one byte more fails the download with
    ///   ``SyncError/tooLarge(limit:)``.
    init(staging: StagingFile, size: Int64, progress: @escaping @Sendable (TransferProgress) -> Void) {
        self.staging = staging
        self.limit = size
        self.progress = progress
    }

    var received: Int64 { tally.withLock { $0.received } }

    func receive(_ bytes: UnsafeRawBufferPointer) throws(SyncError) {
        let report = try tally.withLock { (tally: inout Tally) throws(SyncError) -> TransferProgress? in
            guard tally.received + Int64(bytes.count) <= limit else { throw SyncError.tooLarge(limit: limit) }
            try staging.write(bytes)
            tally.hasher.update(bytes)
            tally.received += Int64(bytes.count)
            // Networks deliver a few kilobytes at a time: report every half per cent (or 64 KiB) and the end,
            // so a progress display redraws a few hundred times, not tens of thousands.
            let step = max(64 * 1024, limit / 200)
            guard tally.received - tally.reported >= step || tally.received == limit else { return nil }
            tally.reported = tally.received
            return TransferProgress(completedBytes: tally.received, totalBytes: limit)
        }
        if let report { progress(report) }
    }

    /// The byte count and the lower-case hexadecimal SHA-256 of everything received.
    func digest() -> (received: Int64, sha256: String) {
        tally.withLock { tally in (tally.received, tally.hasher.digest()) }
    }
}
