import Foundation
import TestSupport
import Testing

/// The sync and export screens in a real terminal (tmux): opened from the list, their progress redrawn while no key
/// is pressed, `Esc` cancelling cleanly, and the files on disk afterwards.
@Suite(.serialized) struct InteractiveJobsTests {
    /// A home whose snapshot is a generated directory of `merchants` merchants (`nil`: the built-in sample, made on
    /// first run), and a pane running `explore` there.
    ///
    /// `explore` runs at a lower priority (`nice -n 10`): the tests catch a job part-way, and on a machine busy with
    /// other tests the job then gets a tenth of the time the test's own polling does, so it is still running when the
    /// test presses a key; on an idle machine it runs as fast as ever.
    func withExplore(merchants: Int?, _ body: (TmuxSession, ExploreProcess) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let snapshot = explore.dataFolder.appendingPathComponent("directory.db")
        try FileManager.default.createDirectory(at: explore.dataFolder, withIntermediateDirectories: true)
        if let merchants {
            let generated = try await explore.run(["generate", "--merchants", "\(merchants)", "--out", snapshot.path])
            try #require(generated.status == 0, "generate failed: \(generated.standardError)")
        }
        let command =
            "cd '\(home.url.path)' && env HOME='\(home.url.path)' XDG_DATA_HOME='\(home.url.path)/data' NO_COLOR=1 "
            + "nice -n 10 '\(ExploreProcess.executable.path)'; echo \"exit=$?\"; sleep 60"
        let session = try TmuxSession(command: command)
        defer { session.kill() }
        try await body(session, explore)
    }

    /// The merchants written so far, from the export screen's progress line.
    static func written(_ screen: String) -> Int? {
        guard let match = screen.firstMatch(of: /Writing merchants: ([0-9,]+) of ([0-9,]+)/) else { return nil }
        return Int(match.1.replacing(",", with: ""))
    }

    /// The merchants the export writes in all, from the same line.
    static func total(_ screen: String) -> Int? {
        guard let match = screen.firstMatch(of: /Writing merchants: [0-9,]+ of ([0-9,]+)/) else { return nil }
        return Int(match.1.replacing(",", with: ""))
    }

    @Test func anExportRedrawsItsProgressUnpromptedAndEscCancelsItLeavingNoFiles() async throws {
        try await withExplore(merchants: 20000) { tmux, explore in
            try await tmux.waitFor("Showing 50 of")
            try await tmux.type("e")
            try await tmux.waitFor("Press Enter to export")

            // Enter starts the export; no key is pressed until a later frame with more merchants written was redrawn
            // by progress; then Esc, from the same thread that saw it.
            let seen = try await tmux.press("Escape", onceGrown: { Self.written($0) }, after: "Enter")
            let (first, later, screen) = try #require(seen, "the progress was not redrawn")
            #expect(later > first)
            #expect(try later < #require(Self.total(screen)), "the export finished before it could be cancelled")

            let cancelled = try await tmux.waitFor("Cancelled; nothing was changed.")
            #expect(cancelled.contains("Esc back"))
            // The screen says so at once; the writer removes its staging folder when it reaches its next write.
            let dataFolder = explore.dataFolder.path
            try await waitUntil(timeout: 10) {
                try !FileManager.default.contentsOfDirectory(atPath: dataFolder).contains { $0.contains(".staging-") }
            }
            let left = try FileManager.default.contentsOfDirectory(atPath: dataFolder)
            #expect(!left.contains("catalog"), "a cancelled export made the catalog")
            #expect(!left.contains { $0.contains(".staging-") }, "a cancelled export left its staging folder: \(left)")

            try await tmux.press("Escape")
            try await tmux.waitFor("? help")
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    /// Every file below `folder`, by its path inside it.
    static func files(under folder: URL) throws -> Set<String> {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var files: Set<String> = []
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { files.insert(path) }
        }
        return files
    }

    @Test func theExportScreenWritesTheSameFilesAsExploreCatalogATMsIncluded() async throws {
        try await withExplore(merchants: nil) { tmux, explore in
            try await tmux.waitFor("Showing 50 of")
            try await tmux.type("e")
            try await tmux.waitFor("Press Enter to export")
            try await tmux.press("Enter")
            try await tmux.waitFor("Wrote ", timeout: 120)
            try await tmux.press("Escape")
            try await tmux.waitFor("? help")
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")

            let command = explore.home.url.appendingPathComponent("command")
            let written = try await explore.run(["catalog", "--out", command.path])
            try #require(written.status == 0, "explore catalog failed: \(written.standardError)")

            let exported = try Self.files(under: explore.dataFolder.appendingPathComponent("catalog"))
            let printed = try Self.files(under: command)
            #expect(
                exported == printed,
                """
                only the screen's: \(exported.subtracting(printed).sorted().prefix(5)), \
                only the command's: \(printed.subtracting(exported).sorted().prefix(5))
                """)
            #expect(exported.contains("atms.html"))
            let xml = try String(
                contentsOf: explore.dataFolder.appendingPathComponent("catalog/catalog.xml"), encoding: .utf8)
            #expect(xml.contains(/<atm[ >]/))
            // Its marker is no file of the catalog.
            #expect(written.standardOutput.hasPrefix("Wrote \(printed.count - 1) files to \(command.path).\n"))
        }
    }

    @Test func theSyncScreenAsksForASourceSyncsFromItAndTheListShowsTheNewSnapshot() async throws {
        try await withExplore(merchants: 200) { tmux, explore in
            // The manifest in the data folder, the snapshot in a folder below it.
            let site = explore.dataFolder.appendingPathComponent("published")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            let published = site.appendingPathComponent("explore.db")
            let made = try await explore.run([
                "generate", "--merchants", "300", "--seed", "2", "--out", published.path,
                "--snapshot-version", "1780272000000", "--manifest",
                explore.dataFolder.appendingPathComponent("manifest.json").path,
            ])
            try #require(made.status == 0, "generate failed: \(made.standardError)")
            // The published snapshot's own count, as `explore` prints its home screen outside a terminal; in a home
            // of its own, so that it never waits on the local store the running session holds.
            let otherHome = try TemporaryFolder()
            defer { otherHome.remove() }
            let printed = try await ExploreProcess(home: otherHome).run(["--db", published.path])
            let publishedCount = try #require(
                printed.standardOutput.firstMatch(of: /Showing 50 of [0-9,]+ merchants/),
                "explore exited \(printed.status): \(printed.standardError)")
            let before = try await tmux.waitFor("Showing 50 of")
            #expect(!before.contains(publishedCount.0))
            try await tmux.type("u")
            try await tmux.waitFor("No sync source is set yet.")
            try await tmux.waitFor("No sync has run yet.")
            try await tmux.type("s")
            try await tmux.type(explore.dataFolder.appendingPathComponent("manifest.json").path)
            try await tmux.press("Enter")
            try await tmux.waitFor("Press Enter to sync now.")

            try await tmux.press("Enter")
            let synced = try await tmux.waitFor("Updated to the snapshot of 2026-06-01 00:00 UTC.")
            #expect(synced.contains("Enter sync  s source  Esc back"))

            #expect(
                try Data(contentsOf: explore.dataFolder.appendingPathComponent("directory.db"))
                    == Data(contentsOf: published))

            // Back on the list, it shows the new snapshot without a restart.
            try await tmux.press("Escape")
            try await tmux.waitFor(String(publishedCount.0))
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }
}
