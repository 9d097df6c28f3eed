import Domain
import Foundation

/// Reads a `file://` resource into a sink, a chunk at a time, off the caller's thread.
enum FileTransfer {
    /// Large enough that system calls cost nothing next to hashing, small enough to stay out of the way.
    static let chunkSize = 256 * 1024

    static func fetch(_ url: URL, into sink: some ByteSink) async throws(SyncError) {
        try await Blocking.run { () throws(SyncError) in
            guard let handle = FileHandle(forReadingAtPath: url.path) else {
                let exists = FileManager.default.fileExists(atPath: url.path)
                throw SyncError.unreachable(exists ? "\(url.path) cannot be read" : "\(url.path) does not exist")
            }
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
            }
        }
    }
}
