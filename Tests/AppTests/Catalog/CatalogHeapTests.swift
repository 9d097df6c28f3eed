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
            let maps = try String(contentsOfFile: "/proc/\(run.processIdentifier)/maps", encoding: .utf8)
            resume(run)
            let ended = await ChildProcess.finish(run)

            #expect(ended.status == 0, "\(ended.errorText)")
            let arenas = Self.mallocArenas(in: maps)
            #expect(arenas.isEmpty, "arenas besides the main heap: \(arenas)")
        #endif
    }

    /// The mappings of `maps` (the text of `/proc/PID/maps`) that begin a glibc arena: anonymous, read-write, and at
    /// an address that is a multiple of the arenas' 64 MiB.
    static func mallocArenas(in maps: String) -> [String] {
        maps.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 5, fields[1].hasPrefix("rw"),
                let start = fields[0].split(separator: "-").first.flatMap({ UInt64($0, radix: 16) }),
                start % (64 << 20) == 0
            else { return nil }
            return String(fields[0])
        }
    }
}
