import CatalogPublisher
import Foundation
import Testing

/// `explore catalog` on the built program, aimed at folders it must never replace: a link, the data folder, the
/// current folder and the folders above it, the folder of the snapshot it reads however links and `..` reach it; and
/// an old catalog it cannot remove.
@Suite struct CatalogFolderEndToEndTests {
    func withHome(_ body: (ExploreProcess) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try await body(ExploreProcess(home: home))
    }

    /// Names beside `folder`'s entries that a run leaves while it works: staging folders and set-aside old catalogs.
    func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    @Test func aLinkToAFolderIsRefusedWithForceAndTheFolderKeepsItsFiles() async throws {
        try await withHome { explore in
            let files = FileManager.default
            let victim = explore.home.url.appendingPathComponent("victim")
            try files.createDirectory(at: victim.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try Data("x\n".utf8).write(to: victim.appendingPathComponent("a.txt"))
            try files.createSymbolicLink(
                at: explore.home.url.appendingPathComponent("linkdir"), withDestinationURL: victim)

            let run = try await explore.run(["catalog", "--out", "linkdir", "--format", "xml", "--force"])

            #expect(run.status == 1)
            #expect(run.standardOutput.isEmpty)
            let link = explore.home.url.appendingPathComponent("linkdir").path
            #expect(
                run.errorLines == [
                    "explore: error: Cannot write \(link): \(link) is a symbolic link; name the folder itself "
                        + "(a catalog never replaces a link)."
                ])
            #expect(try files.contentsOfDirectory(atPath: victim.path).sorted() == ["a.txt", "sub"])
            #expect(try String(contentsOf: victim.appendingPathComponent("a.txt"), encoding: .utf8) == "x\n")
            #expect(try leftovers(in: explore.home.url) == [])
        }
    }

    @Test func theDataFolderTheCurrentFolderAndTheFoldersAboveItAreNeverReplaced() async throws {
        try await withHome { explore in
            let files = FileManager.default
            _ = try await explore.run(["search", "x"])  // Creates the data folder and its snapshot.
            let project = explore.home.url.appendingPathComponent("work/project")
            try files.createDirectory(at: project, withIntermediateDirectories: true)
            try Data("code".utf8).write(to: project.appendingPathComponent("main.swift"))
            try files.createSymbolicLink(
                at: explore.home.url.appendingPathComponent("alias"),
                withDestinationURL: explore.home.url.appendingPathComponent("work"))
            let snapshot = explore.dataFolder.appendingPathComponent("directory.db")
            let before = try Data(contentsOf: snapshot)

            for out in [".", "..", "../../alias/project", explore.dataFolder.path, "../../data/../data/explore"] {
                let run = try await explore.run(["catalog", "--out", out, "--format", "xml", "--force"], in: project)

                #expect(run.status == 1, "\(out)")
                #expect(run.errorLines.count == 1, "\(out)")
                #expect(
                    run.errorLines.first?.contains("which a catalog never replaces") == true, "\(run.standardError)")
            }
            #expect(try String(contentsOf: project.appendingPathComponent("main.swift"), encoding: .utf8) == "code")
            #expect(try Data(contentsOf: snapshot) == before)
            #expect(try leftovers(in: explore.home.url.appendingPathComponent("work")) == [])
        }
    }

    /// A snapshot away from the current folder, and links to it: `deep/snapdir/mine.db`, `other/link.db` (a link to
    /// it), `lnk` (a link to `deep/snapdir`), `alias` (a link to `deep`) and `lk` (a link to `deep/a`, so that
    /// `lk/..` is `deep`).
    func snapshotBehindLinks(_ explore: ExploreProcess) async throws -> URL {
        let files = FileManager.default
        func url(_ path: String) -> URL { explore.home.url.appendingPathComponent(path) }
        _ = try await explore.run(["search", "x"])  // Creates the data folder and its snapshot.
        for folder in ["deep/snapdir", "deep/a", "other"] {
            try files.createDirectory(at: url(folder), withIntermediateDirectories: true)
        }
        let snapshot = url("deep/snapdir/mine.db")
        try files.copyItem(at: explore.dataFolder.appendingPathComponent("directory.db"), to: snapshot)
        try files.createSymbolicLink(at: url("other/link.db"), withDestinationURL: snapshot)
        try files.createSymbolicLink(at: url("lnk"), withDestinationURL: url("deep/snapdir"))
        try files.createSymbolicLink(at: url("alias"), withDestinationURL: url("deep"))
        try files.createSymbolicLink(at: url("lk"), withDestinationURL: url("deep/a"))
        return snapshot
    }

    @Test(
        "the folder of the snapshot read is never replaced, however --db and --out reach it",
        arguments: [
            ("other/link.db", "deep/snapdir"), ("lnk/mine.db", "deep/snapdir"), ("other/link.db", "alias/snapdir"),
            ("lk/../snapdir/mine.db", "deep/snapdir"), ("other/link.db", "lk/../snapdir"),
            ("deep/snapdir/mine.db", "lk/../snapdir"),
        ])
    func theSnapshotsRealFolderIsNeverReplaced(db: String, out: String) async throws {
        try await withHome { explore in
            let snapshot = try await snapshotBehindLinks(explore)
            let before = try Data(contentsOf: snapshot)

            let run = try await explore.run(["catalog", "--db", db, "--out", out, "--format", "xml", "--force"])

            #expect(run.status == 1)
            #expect(run.errorLines.count == 1, "\(run.standardError)")
            #expect(
                run.errorLines.first?.contains(
                    "is the folder of the directory snapshot, which a catalog never replaces")
                    == true, "\(run.standardError)")
            let folder = snapshot.deletingLastPathComponent().path
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["mine.db"])
            #expect(try Data(contentsOf: snapshot) == before)
            #expect(try leftovers(in: explore.home.url.appendingPathComponent("deep")) == [])
        }
    }

    @Test func dotDotInDbAndOutGoesUpFromTheLinksTargetAsTheFileSystemDoes() async throws {
        try await withHome { explore in
            let snapshot = try await snapshotBehindLinks(explore)
            let files = FileManager.default

            let run = try await explore.run([
                "catalog", "--db", "lk/../snapdir/mine.db", "--out", "lk/../site", "--format", "xml",
            ])

            #expect(run.status == 0, "\(run.standardError)")
            let site = snapshot.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("site")
            #expect(try files.contentsOfDirectory(atPath: site.path).contains("catalog.xml"))
            #expect(!files.fileExists(atPath: explore.home.url.appendingPathComponent("site").path))
        }
    }

    /// Makes `folder` a folder whose entries cannot be removed: immutable (`chattr +i`) for root, whom permissions do
    /// not stop, else read-only (`0555`).
    static func lock(_ folder: URL) async throws {
        if getuid() == 0 {
            let status = try await Shell.status("chattr", ["+i", folder.path])
            try #require(status == 0, "chattr could not make \(folder.path) immutable")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
    }

    /// Makes everything below `folder` removable again.
    static func unlockAll(_ folder: URL) async {
        _ = try? await Shell.status(
            getuid() == 0 ? "chattr" : "chmod", ["-R", getuid() == 0 ? "-i" : "u+w", folder.path])
    }

    @Test func anOldCatalogThatCannotBeRemovedIsReportedOnEveryRunUntilItCanBe() async throws {
        try await withHome { explore in
            do {
                try await reportsTheUnremovableOldCatalog(explore)
            } catch {
                await Self.unlockAll(explore.home.url)
                throw error
            }
        }
    }

    func reportsTheUnremovableOldCatalog(_ explore: ExploreProcess) async throws {
        let files = FileManager.default
        let site = explore.home.url.appendingPathComponent("site")
        let first = try await explore.run(["catalog", "--out", "site", "--format", "xml"])
        #expect(first.status == 0, "\(first.standardError)")
        // The owner adds a folder to the published catalog and makes it unremovable.
        let kept = site.appendingPathComponent("kept")
        try files.createDirectory(at: kept, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: kept.appendingPathComponent("a.txt"))
        try await Self.lock(kept)

        for run in 1...2 {
            let again = try await explore.run(["catalog", "--out", "site", "--format", "xml"])

            #expect(again.status == 0, "run \(run): \(again.standardError)")
            #expect(try files.contentsOfDirectory(atPath: site.path).contains("catalog.xml"), "run \(run)")
            let left = try leftovers(in: explore.home.url)
            #expect(left.count == 1 && left.first?.hasPrefix(".site.old-") == true, "run \(run): \(left)")
            let path = ResolvedPath.of(explore.home.url.path) + "/" + (left.first ?? "")
            #expect(
                again.errorLines.filter { $0.hasPrefix("explore: warning: ") } == [
                    "explore: warning: \(path), an old catalog set aside by explore catalog, could not be removed "
                        + "(something in it is read-only or immutable); the new catalog is in place. Make it "
                        + "writable and remove it, or run explore catalog again."
                ], "run \(run): \(again.standardError)")
        }

        await Self.unlockAll(explore.home.url)
        let last = try await explore.run(["catalog", "--out", "site", "--format", "xml"])

        #expect(last.status == 0, "\(last.standardError)")
        #expect(!last.standardError.contains("warning"), "\(last.standardError)")
        #expect(try leftovers(in: explore.home.url) == [])
    }
}
