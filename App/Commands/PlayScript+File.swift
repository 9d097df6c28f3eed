import Foundation
import Terminal

extension PlayScript {
    /// Reads and parses a script file, or standard input for `-`; at most ``maximumSize`` bytes of either.
    static func load(from path: String) throws -> PlayScript {
        let data: Data
        if path == "-" {
            data = try read(FileHandle.standardInput)
        } else {
            let url = FileLocations.absoluteURL(for: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw AppError.fileNotFound(url.path)
            }
            // A named pipe or `/dev/stdin` is fine: it is read as standard input is, up to the limit.
            if isFolder.boolValue { throw AppError.notAFile(url.path, .folder) }
            guard let handle = FileHandle(forReadingAtPath: url.path) else { throw AppError.fileNotFound(url.path) }
            defer { try? handle.close() }
            data = try read(handle)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TerminalError.badScript(line: 1, reason: "the script is not UTF-8 text.")
        }
        return try parse(text)
    }
}
