import Domain
import Foundation
import SnapshotFile

/// Reads a `file://` resource into a sink, a chunk at a time, off the caller's thread.
///
/// The file is opened without blocking and refused unless it is a regular file (``SourceFile``): a manifest URL
/// naming a named pipe would otherwise wait for a writer forever. The transfer's time limit holds here too.
enum FileTransfer {
    /// Large enough that system calls cost nothing next to hashing, small enough to stay out of the way.
    static let chunkSize = 256 * 1024

    static func fetch(_ url: URL, into sink: some ByteSink, limits: TransferLimits) async throws(SyncError) {
        let deadline = ContinuousClock.now + limits.timeout
        try await Blocking.run { () throws(SyncError) in
            let handle = try open(url)
            defer { try? handle.close() }
            while true {
                let chunk: Data?
                do {
                    chunk = try handle.read(upToCount: chunkSize)
                } catch {
                    throw SyncError.io("could not read \(url.path): \(error.localizedDescription)")
                }
                guard let chunk, !chunk.isEmpty else { return }
                // Data.withUnsafeBytes rethrows untyped errors, so the typed error travels out in a Result.
                try chunk.withUnsafeBytes { bytes in Result { () throws(SyncError) in try sink.receive(bytes) } }.get()
                if ContinuousClock.now > deadline {
                    throw SyncError.timedOut(seconds: limits.timeoutSeconds, received: sink.received)
                }
            }
        }
    }

    private static func open(_ url: URL) throws(SyncError) -> FileHandle {
        do {
            return try SourceFile.open(url.path)
        } catch {
            switch error {
            case .missing: throw .unreachable("\(url.path) does not exist")
            case .unreadable: throw .unreachable("\(url.path) cannot be read")
            case .notAFile(let kind): throw .notAFile(url.path, kind: kind)
            }
        }
    }
}
