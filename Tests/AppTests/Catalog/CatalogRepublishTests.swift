import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `explore catalog` run again on a folder it made: the result is the fresh build's, byte for byte, and every file
/// whose bytes did not change is the old file itself (same inode and modification time), on the built program and
/// real SQLite files.
@Suite("explore catalog publishes again", .serialized)
struct CatalogRepublishTests {
    /// A generated snapshot read as a file from elsewhere (no derived tables, so that a changed row needs no more),
    /// and a copy in which four merchants changed: two renamed, two with a new phone number.
    struct World {
        let world: CatalogKillTests.World
        let before: URL
        let after: URL

        init() async throws {
            world = try await CatalogKillTests.World(merchants: 400)
            before = world.root.appendingPathComponent("before.db")
            after = world.root.appendingPathComponent("after.db")
            try FileManager.default.copyItem(at: world.snapshot, to: before)
            try FileManager.default.copyItem(at: world.snapshot, to: after)
            // Merchants the site shows, by their head rows (this build's idea of shown), read before they go.
            try await Self.sqlite(
                after,
                """
                UPDATE merchant SET name = name || ' Renamed' WHERE merchantId IN
                  (SELECT merchantId FROM explore_merchant_heads ORDER BY headId LIMIT 2);
                UPDATE merchant SET phone = '+1 555 0199' WHERE merchantId IN
                  (SELECT merchantId FROM explore_merchant_heads ORDER BY headId LIMIT 2 OFFSET 2);
                """)
            for file in [before, after] { try await Self.sqlite(file, "DROP TABLE explore_merchant_heads;") }
        }

        /// `explore catalog` of `snapshot` into `site`, which must succeed.
        func publish(_ snapshot: URL, to site: URL, _ extra: [String] = []) async throws {
            try await world.explore.expectSuccess(
                ["--db", snapshot.path, "catalog", "--out", site.path, "--format", "both"] + extra)
        }

        static func sqlite(_ file: URL, _ sql: String) async throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["sqlite3", file.path, sql]
            try #require(try await ChildProcess.run(process).status == 0, "sqlite3 \(sql)")
        }
    }

    /// A file of a site as found on disk.
    struct FoundFile: Equatable {
        var inode: UInt64
        var modified: timespec
        var bytes: Data

        static func == (a: Self, b: Self) -> Bool {
            a.inode == b.inode && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.bytes == b.bytes
        }
    }

    /// Every file of the site at `folder` but its marker (whose text names the folder), by path.
    static func files(in folder: URL) throws -> [String: FoundFile] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        var files: [String: FoundFile] = [:]
        for path in paths where path != ".explore-catalog" {
            let url = folder.appendingPathComponent(path)
            var status = stat()
            try #require(lstat(url.path, &status) == 0)
            guard status.st_mode & S_IFMT == S_IFREG else { continue }
            files[path] = FoundFile(
                inode: UInt64(status.st_ino), modified: status.st_mtim, bytes: try Data(contentsOf: url))
        }
        return files
    }

    @Test func publishingAgainGivesTheFreshBuildAndKeepsEveryUnchangedFileAsItWas() async throws {
        let world = try await World()
        defer { world.world.remove() }
        let site = world.world.site
        let fresh = world.world.root.appendingPathComponent("fresh")
        try await world.publish(world.before, to: site)
        let old = try Self.files(in: site)
        usleep(20_000)  // So that a file written again would show a later time, were it not a new inode anyway.

        try await world.publish(world.after, to: site)
        try await world.publish(world.after, to: fresh)

        let new = try Self.files(in: site)
        #expect(new.mapValues(\.bytes) == (try Self.files(in: fresh)).mapValues(\.bytes))
        var kept = 0
        var rewritten: [String] = []
        for (path, file) in new {
            if let before = old[path], before.bytes == file.bytes {
                #expect(before == file, "\(path) has the same bytes but is not the old file")
                kept += 1
            } else {
                #expect(old[path]?.inode != file.inode, "\(path)")
                rewritten.append(path)
            }
        }
        // The two renamed merchants' pages are new files; the two with a new phone are rewritten in place, and so are
        // the lists that show the renamed ones, the search shards that hold their names and the XML catalog.
        let renamed = rewritten.filter { $0.hasPrefix("merchants/") && old[$0] == nil }
        let rephoned = rewritten.filter {
            $0.hasPrefix("merchants/") && old[$0] != nil
                && String(decoding: new[$0]?.bytes ?? Data(), as: UTF8.self).contains("+1 555 0199")
        }
        #expect(renamed.count == 2, "\(rewritten.sorted())")
        #expect(rephoned.count == 2, "\(rewritten.sorted())")
        #expect(rewritten.contains("catalog.xml") && rewritten.contains { $0.hasPrefix("search/w/") })
        #expect(rewritten.contains { $0.hasPrefix("territories/") })
        #expect(kept > new.count * 9 / 10 && rewritten.count < 30, "\(rewritten.sorted())")
        #expect(try world.world.leftovers() == [])
    }

    /// What a reader sees of the site: its listing and two files, read from inside the folder it entered; printed
    /// only when the folder it read is still the one at `site` at the end (else it may be the old one being removed).
    static let look = "cd site && ls -R && cat index.html search/manifest.json && [ . -ef ../site ]"

    @Test func aReaderDuringTheSwapsSeesTheOldSiteOrTheNewOneNeverAMix() async throws {
        let world = try await World()
        defer { world.world.remove() }
        let root = world.world.root
        let site = world.world.site
        func observe() async throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "out=$(\(Self.look)) && printf '%s' \"$out\" | cksum"]
            process.currentDirectoryURL = root
            process.standardOutput = Pipe()
            return try await ChildProcess.run(process).outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        try await world.publish(world.after, to: site)
        let afterLook = try await observe()
        try await world.publish(world.before, to: site)
        let beforeLook = try await observe()
        #expect(afterLook != beforeLook)

        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = [
            "-c",
            "while [ ! -e stop ]; do if out=$(\(Self.look)); then printf '%s' \"$out\" | cksum >> looks; fi; done",
        ]
        reader.currentDirectoryURL = root
        try reader.run()
        for snapshot in [world.after, world.before, world.after, world.before] {
            try await world.publish(snapshot, to: site)
        }
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("stop").path, contents: nil)
        await ChildProcess.waitUntilExit(reader)

        let looks = try String(contentsOf: root.appendingPathComponent("looks"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(!looks.isEmpty)
        #expect(looks.allSatisfy { $0 == afterLook || $0 == beforeLook }, "\(Set(looks))")
    }
}
