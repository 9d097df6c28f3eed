import Domain
import Foundation
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct SourceFileTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func opensARegularFileAndTheFileALinkNames() throws {
        let file = folder.path("file.db")
        try Data(repeating: 7, count: 69_632).write(to: URL(fileURLWithPath: file))
        let link = folder.path("link.db")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)

        for path in [file, link] {
            #expect(SourceFile.problem(at: path) == nil)
            let handle = try SourceFile.open(path)
            #expect(SourceFile.size(of: handle) == 69_632, "the size of the file, not of the link")
            #expect(try handle.read(upToCount: 3) == Data([7, 7, 7]))
        }
    }

    @Test func refusesANamedPipeAtOnceAndAFolderAndWhatIsMissing() throws {
        let pipe = folder.path("pipe")
        #expect(mkfifo(pipe, 0o644) == 0)
        let missing = folder.path("missing.db")
        let dangling = folder.path("dangling.db")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: missing)

        #expect(SourceFile.problem(at: pipe) == .notAFile(.fifo))
        #expect(throws: SourceFile.Refusal.notAFile(.fifo)) { _ = try SourceFile.open(pipe) }
        #expect(SourceFile.problem(at: folder.url.path) == .notAFile(.folder))
        #expect(throws: SourceFile.Refusal.notAFile(.folder)) { _ = try SourceFile.open(folder.url.path) }
        #expect(SourceFile.problem(at: missing) == .missing)
        #expect(throws: SourceFile.Refusal.missing) { _ = try SourceFile.open(dangling) }
        #expect(SourceFile.problem(at: "/dev/null") == .notAFile(.device))
    }
}
