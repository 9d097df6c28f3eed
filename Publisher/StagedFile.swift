import CatalogExport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A staged file written in pieces.
///
/// When the catalog it replaces has a file at the same path, each piece is compared with that file as it is
/// written; if every byte matched, the old file is linked in place of the new one at ``close()``
/// (``PreviousCatalog``).
final class StagedFile: CatalogFileSink {
    private var descriptor: Int32
    private let name: String
    /// The old file, while every byte written so far equals its own, and where to link it.
    private var twin: (file: OldFile, catalog: PreviousCatalog, path: StagedPath, staging: OpenFolder)?
    /// Where to count the file as changed or unchanged, when the old catalog has one at its path.
    private var tally: TwinTally?
    private var written = 0

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// A staged file at `path` in `staging` that becomes the old catalog's file there if it ends up equal to it.
    convenience init(
        descriptor: Int32, path: StagedPath, staging: OpenFolder, previous: PreviousCatalog?, tally: TwinTally
    ) {
        self.init(descriptor: descriptor, name: path.path)
        if let previous, let file = previous.open(path) {
            twin = (file, previous, path, staging)
            self.tally = tally
        }
    }

    deinit {
        if descriptor >= 0 { closeDescriptor(descriptor) }
    }

    func append(_ data: Data) throws(CatalogError) {
        guard descriptor >= 0 else { throw .output("Cannot write \(name): it is closed.") }
        try Self.writeAll(data, to: descriptor, name: name)
        if let twin, !twin.file.bytes(at: written, equal: data) { self.twin = nil }
        written += data.count
    }

    func close() throws(CatalogError) {
        guard descriptor >= 0 else { return }
        let status = closeDescriptor(descriptor)
        descriptor = -1
        if status != 0 { throw .output("Cannot close \(name): \(String(cString: strerror(errno))).") }
        guard let twin, twin.file.size == written else {
            tally?.count(linked: false)
            return
        }
        self.twin = nil
        // The new file is whole either way: a link that fails leaves it.
        let linked = try CatalogsInProgress.creating {
            twin.catalog.link(twin.file, at: twin.path, into: twin.staging, replacing: true)
        }
        tally?.count(linked: linked)
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
