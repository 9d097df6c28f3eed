import Domain
import Foundation
import Synchronization

/// Keeps only the last bytes of a transfer (the end of a ZIP archive, where its comment is), counting all of them.
final class TailSink: ByteSink {
    let limit: Int64
    /// How many of the last bytes are kept.
    let length: Int
    private let state = Mutex((kept: Data(), received: Int64(0)))

    /// - Parameters:
    ///   - length: how many of the last bytes to keep.
    ///   - limit: the most bytes the transfer may bring in all.
    init(keeping length: Int, limit: Int64) {
        self.length = length
        self.limit = limit
    }

    var received: Int64 { state.withLock { $0.received } }

    /// The last ``length`` bytes received (all of them, when fewer came).
    var tail: Data { state.withLock { Data($0.kept.suffix(length)) } }

    func receive(_ bytes: UnsafeRawBufferPointer) throws(SyncError) {
        try state.withLock { (state: inout (kept: Data, received: Int64)) throws(SyncError) in
            guard state.received + Int64(bytes.count) <= limit else { throw SyncError.tooLarge(limit: limit) }
            state.received += Int64(bytes.count)
            state.kept.append(contentsOf: bytes)
            // Trimmed now and then rather than at every chunk: a copy of 64 KiB per chunk would cost more.
            if state.kept.count > 4 * length { state.kept = Data(state.kept.suffix(length)) }
        }
    }
}
