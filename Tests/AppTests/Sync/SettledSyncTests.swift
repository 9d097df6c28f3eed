import Foundation
import TestSupport
import Testing

/// A publication that does not change is downloaded once: the real v1 file imported, published with
/// `explore manifest`, and synced three times over loopback HTTP by real `explore` processes.
@Suite("a sync settles", .serialized)
struct SettledSyncTests {
    /// The real v1 directory file of the iOS wallet.
    static let realV1 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/dashwallet-ios-explore-v1.db")

    /// Runs `explore` to the end; returns its exit status, standard output and standard error.
    static func run(_ explore: ExploreBinary, _ arguments: [String]) async throws -> (Int32, String, String) {
        let ended = await ChildProcess.finish(try explore.start(arguments, keepingOutput: true))
        return (ended.status, ended.outputText, ended.errorText)
    }

    /// A fresh folder with a `site/` whose `explore.db` a publisher imported from the real v1 file, and the data
    /// homes of that publisher and of a client; the caller removes `root`.
    static func importedSite() async throws -> (
        root: URL, site: URL, publisher: ExploreBinary, client: ExploreBinary, snapshot: URL
    ) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-settle-\(UUID().uuidString)")
        let site = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let publisher = ExploreBinary(dataHome: root.appendingPathComponent("publisher"))
        let client = ExploreBinary(dataHome: root.appendingPathComponent("client"))
        let snapshot = site.appendingPathComponent("explore.db")
        do {
            try await publisher.expectSuccess(["import", Self.realV1.path, "--db", snapshot.path])
        } catch {
            try? FileManager.default.removeItem(at: root)
            throw error
        }
        return (root, site, publisher, client, snapshot)
    }

    #if Network
        @Test func anImportedFileIsDownloadedByTheFirstSyncOnlyAndTheNextOnesAreUpToDate() async throws {
            let (root, site, publisher, client, snapshot) = try await Self.importedSite()
            defer { try? FileManager.default.removeItem(at: root) }
            try await publisher.expectSuccess([
                "manifest", snapshot.path, "--out", site.appendingPathComponent("manifest.json").path,
            ])
            let server = try LoopbackSnapshotServer(serving: root)
            let manifest = server.url("counted", folder: root.lastPathComponent, file: "site/manifest.json")

            var outcomes: [(Int32, String, String)] = []
            for _ in 0..<3 { outcomes.append(try await Self.run(client, ["sync", "--from", manifest])) }

            #expect(outcomes.map(\.0) == [0, 0, 0], "\(outcomes.map(\.2))")
            #expect(outcomes[0].1.hasPrefix("Updated to the snapshot of"), "\(outcomes[0].1)")
            #expect(outcomes[1].1.hasPrefix("Already up to date"), "\(outcomes[1].1)")
            #expect(outcomes[2].1.hasPrefix("Already up to date"), "\(outcomes[2].1)")
            // Over plain HTTP, each sync says once that the transfer is not private.
            for outcome in outcomes {
                #expect(outcome.2.components(separatedBy: "Note: http:// is not private").count == 2, "\(outcome.2)")
            }
            let requests = try String(contentsOf: site.appendingPathComponent("explore.db.requests"), encoding: .utf8)
            #expect(requests == "GET\n", "the snapshot is fetched by the first sync only")
            let doctor = try await Self.run(client, ["doctor"])
            #expect(doctor.1.contains("(version "), "\(doctor.1)")
            #expect(!doctor.1.contains("no version recorded"))
        }
    #endif

    #if Network
        @Test func aWalletArchiveIsPublishedAndSyncedOnceAndThenOnlyItsEndIsAskedFor() async throws {
            let (root, site, publisher, client, snapshot) = try await Self.importedSite()
            defer { try? FileManager.default.removeItem(at: root) }
            let archive = site.appendingPathComponent("explore.zip")
            try await publisher.expectSuccess(["manifest", snapshot.path, "--wallet-archive", archive.path])
            let server = try LoopbackSnapshotServer(serving: root)
            let url = server.url("counted", folder: root.lastPathComponent, file: "site/explore.zip")

            var outcomes: [(Int32, String, String)] = []
            for _ in 0..<2 { outcomes.append(try await Self.run(client, ["sync", "--from", url])) }

            #expect(outcomes.map(\.0) == [0, 0], "\(outcomes.map(\.2))")
            #expect(outcomes[0].1.hasPrefix("Updated to the snapshot of"), "\(outcomes[0].1)")
            #expect(outcomes[1].1.hasPrefix("Already up to date"), "\(outcomes[1].1)")
            let requests = try String(contentsOf: site.appendingPathComponent("explore.zip.requests"), encoding: .utf8)
            #expect(requests == "GET bytes=-65557\nGET\nGET bytes=-65557\n")
            let search = try await Self.run(client, ["search", "a1w", "--format", "json"])
            #expect(search.1.contains("\"A1WIN\""), "\(search.1)")
        }
    #endif

    @Test func aHostileArchiveIsOneLineAndChangesNothing() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-settle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let explore = ExploreBinary(dataHome: root.appendingPathComponent("home"))
        let snapshot = root.appendingPathComponent("home/explore/directory.db")
        try await explore.expectSuccess(["import", Self.realV1.path])
        let before = try Data(contentsOf: snapshot)
        let archive = root.appendingPathComponent("bad.zip")
        try Data("PK\u{3}\u{4} not really an archive".utf8).write(to: archive)

        for arguments in [["import", archive.path], ["sync", "--from", archive.path]] {
            let (status, _, errors) = try await Self.run(explore, arguments)
            #expect(status == 1)
            #expect(errors.hasPrefix("explore: error: ") && errors.filter { $0 == "\n" }.count == 1, "\(errors)")
            #expect(try Data(contentsOf: snapshot) == before)
            let left = try FileManager.default.contentsOfDirectory(atPath: snapshot.deletingLastPathComponent().path)
            #expect(left.filter { $0.hasPrefix(".") } == [], "no temporary file is left")
        }
    }
}
