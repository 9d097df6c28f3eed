import CatalogExport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A staged file written in pieces.
final class StagedFile: CatalogFileSink {
    private var descriptor: Int32
    private let name: String

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    deinit {
        if descriptor >= 0 { closeDescriptor(descriptor) }
    }

    func append(_ data: Data) throws(CatalogError) {
        guard descriptor >= 0 else { throw .output("Cannot write \(name): it is closed.") }
        try Self.writeAll(data, to: descriptor, name: name)
    }

    func close() throws(CatalogError) {
        guard descriptor >= 0 else { return }
        let status = closeDescriptor(descriptor)
        descriptor = -1
        if status != 0 { throw .output("Cannot close \(name): \(String(cString: strerror(errno))).") }
    }

    /// Writes all of `data`, however many calls `write(2)` needs.
    static func writeAll(_ data: Data, to descriptor: Int32, name: String) throws(CatalogError) {
        let failure: Int32? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(
                    descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]).baseAddress, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw .output("Cannot write \(name): \(String(cString: strerror(failure))).") }
    }
}

/// The folders made so far below a staging folder; `""` is the staging folder itself.
final class CreatedFolders: Sendable {
    private let paths = Mutex<Set<String>>([""])

    func contains(_ path: String) -> Bool { paths.withLock { $0.contains(path) } }

    func insert(_ path: String) { _ = paths.withLock { $0.insert(path) } }
}

/// `close(2)`, by a name that `StagedFile.close()` does not shadow.
@discardableResult
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
