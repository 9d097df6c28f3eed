import Foundation
import Testing

/// `explore catalog` on the built program, aimed at folders it must never replace: a link, the data folder, the
/// current folder and the folders above it.
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
}
