import CatalogExport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A catalog's scratch space: a file in the staging folder, removed from the folder as soon as it is open, so it is
/// never part of the catalog and its space goes back when the last reference closes it, however the run ends.
///
/// It sits on the destination's file system, which the catalog is written to anyway: a site of 100,000 merchants
/// sets aside 11–12 MB there, against 460 MB of pages.
final class ScratchFile: CatalogScratch {
    private let descriptor: Int32
    /// The file's length; appends hold it for their whole write, reads need no lock (`pread(2)`).
    private let end = Mutex(0)

    init(in folder: OpenFolder) throws(CatalogError) {
        let name = ".scratch-\(UUID().uuidString)"
        descriptor = openat(folder.descriptor, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.failure("create") }
        guard unlinkat(folder.descriptor, name, 0) == 0 else {
            let error = Self.failure("remove")
            close(descriptor)
            throw error
        }
    }

    deinit {
        close(descriptor)
    }

    func append(_ bytes: [UInt8]) throws(CatalogError) -> Range<Int> {
        try end.withLock { end throws(CatalogError) in
            let failure: Int32? = bytes.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let rest = UnsafeRawBufferPointer(rebasing: buffer[done...])
                    let written = pwrite(descriptor, rest.baseAddress, rest.count, off_t(end + done))
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    done += written
                }
                return nil
            }
            if let failure { throw Self.failure("write", failure) }
            defer { end += bytes.count }
            return end..<end + bytes.count
        }
    }

    func read(_ range: Range<Int>) throws(CatalogError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= end.withLock({ $0 }) else {
            throw .output("The catalog's scratch space has no bytes at \(range).")
        }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < buffer.count {
                let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[done...])
                let read = pread(descriptor, rest.baseAddress, rest.count, off_t(range.lowerBound + done))
                if read < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if read == 0 { return EIO }
                done += read
            }
            return nil
        }
        if let failure { throw Self.failure("read", failure) }
        return bytes
    }

    private static func failure(_ action: String, _ code: Int32 = errno) -> CatalogError {
        .output("Cannot \(action) the catalog's scratch space: \(String(cString: strerror(code))).")
    }
}
