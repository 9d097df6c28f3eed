import Foundation
import TestSupport
import Testing

@testable import CatalogPublisher
@testable import ExploreApp

/// `explore` run by an ordinary user (`nobody`, through `setpriv` when the tests run as root, whom permissions do not
/// stop): folders it may not empty, files it may not write.
@Suite("explore run by an ordinary user", .serialized)
struct OrdinaryUserTests {
    /// Runs `explore` as an ordinary user, in a world every user may write.
    struct World {
        let root: URL
        let home: URL

        init() throws {
            root = URL(fileURLWithPath: "/tmp").appendingPathComponent("explore-permissions-\(UUID().uuidString)")
            home = root.appendingPathComponent("home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            for folder in [root, home] { chmod(folder.path, 0o777) }
            // A copy every user may run: the checkout may sit in a folder only its owner can enter (`/root`).
            try FileManager.default.copyItem(at: ExploreProcess.executable, to: executable)
            chmod(executable.path, 0o755)
        }

        /// This world's copy of `explore`.
        var executable: URL { root.appendingPathComponent("bin-explore") }

        /// The command line that runs `explore` as `nobody` when this process is root, and as itself otherwise.
        func run(_ arguments: [String]) async throws -> (status: Int32, stderr: String) {
            let process = Process()
            if getuid() == 0 {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments =
                    ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
            } else {
                process.executableURL = executable
                process.arguments = arguments
            }
            process.currentDirectoryURL = root
            process.environment = ["HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "NO_COLOR": "1"]
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            let ended = try await ChildProcess.run(process)
            return (ended.status, ended.errorText)
        }

        func remove() {
            // Made writable again first: the test locked a folder, and root or not, its owner may unlock it.
            _ = try? FileManager.default.subpathsOfDirectory(atPath: root.path).map {
                chmod(root.appendingPathComponent($0).path, 0o777)
            }
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func aFolderHoldingAReadOnlyFolderIsRefusedBeforeAnyWorkAndNothingIsLeft() async throws {
        let world = try World()
        defer { world.remove() }
        let snapshot = world.root.appendingPathComponent("x.db").path
        let site = world.root.appendingPathComponent("site")
        await #expect(try world.run(["generate", "--merchants", "50", "--out", snapshot]).status == 0)
        await #expect(try world.run(["--db", snapshot, "catalog", "--out", site.path]).status == 0)
        let locked = site.appendingPathComponent("merchants")
        chmod(locked.path, 0o555)
        let before = try FileManager.default.contentsOfDirectory(atPath: locked.path).sorted()

        let run = try await world.run(["--db", snapshot, "catalog", "--out", site.path, "--force"])

        #expect(run.status == 1)
        #expect(
            run.stderr.hasSuffix(
                "\(ResolvedPath.of(site.path)) cannot be replaced: \(ResolvedPath.of(locked.path)) is read-only, so what "
                    + "it holds could not be removed; nothing was written.\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).sorted() == before)
        let beside = try FileManager.default.contentsOfDirectory(atPath: world.root.path).sorted()
        #expect(beside == ["bin-explore", "home", "site", "x.db"])
    }

    @Test func aReadOnlyLocalStoreIsOneSentenceAndASyncItCannotRecordIsNotASuccess() async throws {
        let world = try World()
        defer { world.remove() }
        await #expect(try world.run(["location", "set", "zurich"]).status == 0)
        let store = world.home.appendingPathComponent("data/explore/local.db")
        chmod(store.path, 0o444)

        let location = try await world.run(["location", "set", "caracas"])

        #expect(location.status == 1)
        #expect(location.stderr == "explore: error: Could not save your change: \(store.path) is read-only.\n")

        let published = world.root.appendingPathComponent("published.db")
        let manifest = world.root.appendingPathComponent("manifest.json")
        await #expect(
            try world.run([
                "generate", "--merchants", "30", "--out", published.path, "--snapshot-version", "1780272000000",
                "--manifest", manifest.path,
            ]).status == 0)
        let sync = try await world.run(["sync", "--from", manifest.path])

        #expect(sync.status == 1)
        #expect(
            sync.stderr.hasPrefix("explore: error: Updated to the snapshot of ")
                && sync.stderr.hasSuffix(
                    " It could not be recorded in the sync history: \(store.path) is read-only.\n"),
            "\(sync.stderr)")
    }

    @Test func aFolderHoldingTheSnapshotIsNeverReplacedEvenWithForce() async throws {
        let world = try World()
        defer { world.remove() }
        let published = world.root.appendingPathComponent("published")
        let data = published.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        for folder in [published, data] { chmod(folder.path, 0o777) }
        let snapshot = data.appendingPathComponent("x.db").path
        await #expect(try world.run(["generate", "--merchants", "50", "--out", snapshot]).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: snapshot))

        for out in [data.path, published.path] {
            let run = try await world.run(["--db", snapshot, "catalog", "--out", out, "--force"])

            #expect(run.status == 1)
            #expect(run.stderr.contains("the folder of the directory snapshot, which a catalog never replaces"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: snapshot)) == bytes)
    }
}
