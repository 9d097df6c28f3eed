import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths with every link and `..` resolved, as far as they exist.
///
/// Resolution is physical, as the shell's `cd -P` and the kernel's: `link/..` is the folder above the link's target,
/// not the folder that holds the link. Text alone cannot tell where a path leads once a link is in it.
public enum ResolvedPath {
    /// `path` (absolute) with the longest part of it that exists resolved by `realpath(3)`, and the rest appended:
    /// the path that creating the missing folders would give. Only the missing part, which holds no link, is read as
    /// text.
    public static func of(_ path: String) -> String {
        var existing = path
        var missing: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                var parts = String(cString: real).split(separator: "/").map(String.init)
                for part in missing.reversed() where part != "." && !part.isEmpty {
                    if part == ".." {
                        _ = parts.popLast()
                    } else {
                        parts.append(part)
                    }
                }
                return "/" + parts.joined(separator: "/")
            }
            guard existing != "/", !existing.isEmpty else { return path }
            missing.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
    }

    /// The file `path` (absolute) really is: ``of(_:)``, with a link at its end followed too, even one whose target
    /// does not exist yet (opening it to write creates the target, not the link).
    public static func ofFile(_ path: String) -> String {
        var current = of(path)
        // A link's target that exists was resolved by `realpath`; only a dangling link is left to follow.
        for _ in 0..<maximumLinks {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = of(target.hasPrefix("/") ? target : folder + "/" + target)
        }
        return current
    }

    /// How many links in a row are followed, as the kernel's `ELOOP` limit.
    private static let maximumLinks = 40

    /// A path from the command line, absolute, with `..` resolved physically: the part up to its last `..` is
    /// resolved (``of(_:)``), the rest is kept as written but for `.` and empty names, so that a link it ends with
    /// is still seen as a link. `path` must be absolute.
    public static func physical(_ path: String) -> String {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let last = names.lastIndex(of: "..") else {
            let kept = names.filter { $0 != "." }
            return "/" + kept.joined(separator: "/")
        }
        let resolved = of("/" + names[...last].joined(separator: "/"))
        let rest = names[(last + 1)...].filter { $0 != "." }
        guard !rest.isEmpty else { return resolved }
        return (resolved == "/" ? "" : resolved) + "/" + rest.joined(separator: "/")
    }
}
