#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How bytes reach an open file: `write(2)` in the program, a disk that fills up in the tests.
///
/// A full disk cannot be arranged portably in a test (mounting a small tmpfs needs root), so the staging file
/// writes through this seam and the tests hand it a writer that fails with `ENOSPC` part-way.
struct FileWriting: Sendable {
    /// Behaves like `write(2)`: the number of bytes written, or -1 with `errno` set.
    var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int

    /// The operating system's `write(2)`.
    static let system = FileWriting { descriptor, bytes in
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes.baseAddress, bytes.count)
        #else
            Darwin.write(descriptor, bytes.baseAddress, bytes.count)
        #endif
    }
}
