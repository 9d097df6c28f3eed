/// A file path inside a staging folder, as a renderer names it: relative, with no empty, `.` or `..` part and no
/// control character, so that it cannot leave the folder or name something odd.
struct StagedPath {
    /// The path, as given.
    let path: String
    /// The folders it is in, `""` for a file at the top of the staging folder.
    let folder: String
    /// Its last part, the file's own name.
    var name: String { folder.isEmpty ? path : String(path.dropFirst(folder.count + 1)) }

    /// Checks `path` in one pass over its bytes; `nil` when it is not a path a catalog may write.
    init?(_ path: String) {
        let scanned: Int?? = path.utf8.withContiguousStorageIfAvailable(Self.folderLength)
        guard let folderLength = scanned ?? Array(path.utf8).withUnsafeBufferPointer(Self.folderLength) else {
            return nil
        }
        self.path = path
        // The folder ends before a `/`, so it is whole UTF-8.
        folder = String(decoding: path.utf8.prefix(folderLength), as: UTF8.self)
    }

    /// How many bytes of the path its folder takes (0 at the top), or `nil` for a path that is refused.
    private static func folderLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var partStart = 0
        var folderLength = 0
        for index in 0...bytes.count {
            if index < bytes.count {
                guard bytes[index] >= 0x20 else { return nil }
                guard bytes[index] == UInt8(ascii: "/") else { continue }
                folderLength = index
            }
            // A part ends here: it must have a name, and not `.` or `..`.
            let part = bytes[partStart..<index]
            guard !part.isEmpty, !part.allSatisfy({ $0 == UInt8(ascii: ".") }) || part.count > 2 else { return nil }
            partStart = index + 1
        }
        return folderLength
    }
}
