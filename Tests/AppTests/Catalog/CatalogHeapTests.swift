import Foundation
import TestSupport
import Testing

/// A catalog's threads allocate from one heap (`MallocArenas`): glibc's other arenas are 64 MiB-aligned anonymous
/// mappings of 64 MiB each, and a catalog caught while its page workers render holds none of them (without the
/// limit it held six).
@Suite("explore catalog allocates from one heap", .serialized)
struct CatalogHeapTests {
    @Test func aCatalogRenderingOnEveryCoreKeepsOneMallocArena() async throws {
        #if os(Linux)
            let world = try await CatalogKillTests.World(merchants: 3000)
            defer { world.remove() }
            guard let run = try await CatalogKillTests.runStopped(at: 40, in: world) else { return }
            let maps: String
            do {
                defer { resume(run) }  // However the reading ends: never a stopped catalog left unreaped.
                maps = try String(contentsOfFile: "/proc/\(run.processIdentifier)/maps", encoding: .utf8)
            }
            let ended = await ChildProcess.finish(run)

            #expect(ended.status == 0, "\(ended.errorText)")
            let arenas = Self.mallocArenas(in: maps)
            #expect(arenas.isEmpty, "arenas besides the main heap: \(arenas)")
        #endif
    }

    /// The mappings of `maps` (the text of `/proc/PID/maps`) that begin a glibc arena: an anonymous read-write mapping
    /// at a multiple of 64 MiB whose reservation (itself, or with the inaccessible mapping after it) is 64 MiB long.
    /// A sanitizer's shadow memory, also anonymous and aligned, is far larger.
    static func mallocArenas(in maps: String) -> [String] {
        let size: UInt64 = 64 << 20
        let mappings = maps.split(separator: "\n").compactMap {
            line -> (start: UInt64, end: UInt64, perms: Substring)? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let bounds = fields.first?.split(separator: "-").compactMap { UInt64($0, radix: 16) } ?? []
            guard fields.count == 5, bounds.count == 2 else { return nil }
            return (bounds[0], bounds[1], fields[1])
        }
        return mappings.indices.compactMap { index in
            let mapping = mappings[index]
            guard mapping.perms.hasPrefix("rw"), mapping.start % size == 0 else { return nil }
            let next = mappings.indices.contains(index + 1) ? mappings[index + 1] : nil
            let reserved =
                if let next, next.start == mapping.end, next.perms.hasPrefix("---") { next.end } else { mapping.end }
            guard reserved - mapping.start == size else { return nil }
            return String(format: "%llx-%llx", mapping.start, mapping.end)
        }
    }
}
