import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct CatalogCommandRunTests {
    @Test func catalogWritesTheSiteAndSaysHowManyFilesItWrote() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let out = folder.url.appendingPathComponent("site")

        try await CompositionRoot.fake(in: folder, printed: printed).run(
            ["catalog", "--out", out.path, "--format", "html"])

        var isFolder: ObjCBool = false
        let written = try #require(FileManager.default.enumerator(atPath: out.path)).compactMap { $0 as? String }
            .filter { path in
                FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path, isDirectory: &isFolder)
                    && !isFolder.boolValue && !path.hasSuffix(".explore-catalog")
            }
        #expect(written.contains("index.html"))
        #expect(
            printed.value == "Wrote \(written.count) files to \(out.path).\n"
                + "Open \(out.path)/index.html in a browser to look at it, then copy the folder to any web server "
                + "(rsync -a --delete \(out.path)/ HOST:DIR/ sends only what changed).\n")
    }

    /// Numbers as the report groups them, whatever the machine's locale.
    let english = IntegerFormatStyle<Int>.number.locale(Locale(identifier: "en_US"))

    /// Every file of a catalog folder but its marker, with its bytes.
    func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in try #require(FileManager.default.enumerator(atPath: folder.path)) {
            let url = folder.appendingPathComponent(path)
            guard !path.hasSuffix(".explore-catalog"), let data = FileManager.default.contents(atPath: url.path),
                (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            files[path] = data
        }
        return files
    }

    /// The first line `explore catalog` prints when it replaces `before` with `after`, counted from the files.
    func expectedReport(_ before: [String: Data], _ after: [String: Data], out: URL) -> String {
        let kept = after.filter { before[$0.key] == $0.value }.count
        let changed = after.filter { before[$0.key] != nil && before[$0.key] != $0.value }.count
        let removed = before.keys.filter { after[$0] == nil }.count
        return
            "Wrote \(after.count.formatted(english)) files to \(out.path): \((after.count - kept - changed).formatted(english)) new, "
            + "\(changed.formatted(english)) changed, \(kept.formatted(english)) unchanged, \(removed.formatted(english)) removed."
    }

    @Test func aCatalogThatReplacesOneSaysWhatIsNewChangedUnchangedAndRemoved() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("site")
        try await CompositionRoot.fake(in: folder, printed: Printed()).run(["catalog", "--out", out.path])
        var before = try files(in: out)

        // The same catalog again: every file unchanged.
        let again = Printed()
        try await CompositionRoot.fake(in: folder, printed: again).run(["catalog", "--out", out.path])
        #expect(again.value.split(separator: "\n").first.map(String.init) == expectedReport(before, before, out: out))
        #expect(
            again.value.hasPrefix("Wrote \(before.count.formatted(english)) files to \(out.path): 0 new, 0 changed, "))

        // Another title changes every page but the assets; the XML alone removes the site and adds nothing new.
        for arguments in [["--title", "Spend Dash here"], ["--format", "xml"]] {
            let printed = Printed()
            try await CompositionRoot.fake(in: folder, printed: printed).run(
                ["catalog", "--out", out.path] + arguments)
            let after = try files(in: out)
            #expect(
                printed.value.split(separator: "\n").first.map(String.init) == expectedReport(before, after, out: out))
            before = after
        }
        #expect(before.keys.sorted() == ["catalog.xml", "catalog.xsd"])
    }

    @Test func catalogOfAnUnknownTerritoryIsAnInvalidQuery() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())

        await #expect(throws: DirectoryError.territoryNotFound("Atlantis", suggestions: [])) {
            try await root.run([
                "catalog", "--out", folder.url.appendingPathComponent("site").path, "--territory", "Atlantis",
            ])
        }
    }

    /// A root whose directory records every time it is opened: a refused catalog must open nothing.
    func rootCountingOpens(in folder: TemporaryFolder, opened: Printed) -> CompositionRoot {
        var adapters = Adapters.fake()
        let open = adapters.openDirectory
        adapters.openDirectory = { url in
            opened.append("opened ")
            return try await open(url)
        }
        return CompositionRoot.fake(in: folder, adapters: adapters, printed: Printed())
    }

    /// A folder with one file in it, and a link to it: what `--out LINK --force` must never empty.
    func victimAndLink(in folder: TemporaryFolder) throws -> (victim: URL, link: URL) {
        let victim = folder.url.appendingPathComponent("victim")
        try FileManager.default.createDirectory(
            at: victim.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: victim.appendingPathComponent("a.txt"))
        let link = folder.url.appendingPathComponent("linkdir")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        return (victim, link)
    }

    @Test func aLinkAsTheCatalogFolderIsRefusedBeforeAnyWorkAndWhatItPointsToIsKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (victim, link) = try victimAndLink(in: folder)
        let opened = Printed()

        await #expect {
            try await rootCountingOpens(in: folder, opened: opened).run(
                ["catalog", "--out", link.path, "--format", "xml", "--force"])
        } throws: { error in
            guard case AppError.cannotWrite(let path, let reason) = error else { return false }
            return path == link.path && reason.contains("symbolic link")
        }
        #expect(opened.value.isEmpty, "the catalog was built before the refusal")
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).sorted() == ["a.txt", "sub"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".") } == [])
    }

    @Test func theHomeAndDataFoldersAreRefusedWithForceThroughALink() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let opened = Printed()
        let root = rootCountingOpens(in: folder, opened: opened)
        let dataFolder = root.locations.dataFolder
        try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
        try Data("db".utf8).write(to: dataFolder.appendingPathComponent("directory.db"))
        let alias = folder.url.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(
            at: alias, withDestinationURL: dataFolder.deletingLastPathComponent())

        for out in [alias.appendingPathComponent("explore").path, alias.appendingPathComponent("..").path] {
            await #expect(throws: AppError.self, "\(out)") {
                try await root.run(["catalog", "--out", out, "--format", "xml", "--force"])
            }
        }
        #expect(opened.value.isEmpty)
        #expect(FileManager.default.fileExists(atPath: dataFolder.appendingPathComponent("directory.db").path))
    }

    @Test func aFolderWithAnEmptyMarkerIsNotTakenForACatalog() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data().write(to: site.appendingPathComponent(".explore-catalog"))
        try Data("mine".utf8).write(to: site.appendingPathComponent("notes.txt"))
        let opened = Printed()

        await #expect(throws: AppError.self) {
            try await rootCountingOpens(in: folder, opened: opened).run([
                "catalog", "--out", site.path, "--format", "xml",
            ])
        }
        #expect(opened.value.isEmpty)
        #expect(try String(contentsOf: site.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }
}
