/// Finds the modules a Swift source file imports.
enum ImportScanner {
    /// An `import` found in a file.
    struct Import: Hashable, Sendable, CustomStringConvertible {
        let module: String
        let line: Int

        var description: String { "line \(line): import \(module)" }
    }

    /// Every import line, including `@testable`, `@_exported`, access-levelled (`public import`) and
    /// kind-qualified (`import struct GRDB.Row`) forms. Comments and string literals spanning lines are rare enough
    /// in import position that a line scan is exact for this code base.
    static func imports(in source: String) -> [Import] {
        let pattern =
            /^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)/
        return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            index, line in
            guard let match = line.firstMatch(of: pattern) else { return nil }
            return Import(module: String(match.output.1), line: index + 1)
        }
    }

    /// Imports of modules outside `allowed`.
    static func violations(in source: String, allowed: Set<String>) -> [Import] {
        imports(in: source).filter { !allowed.contains($0.module) }
    }
}
