import Foundation
import TestSupport
import Testing

/// What `explore` keeps about a person stays theirs: folders it creates are 0700 and the local store 0600 under the
/// usual umask, and a sync source's secrets are never stored.
@Suite struct PrivateFilesTests {
    /// Runs `explore` under umask 022 (files 0644 and folders 0755 unless a program asks otherwise).
    func run(_ arguments: [String], home: URL) async throws -> Int32 {
        try await runPrinting(arguments, home: home).status
    }

    /// Runs `explore` as ``run(_:home:)`` does; what it printed, both streams together.
    func runPrinting(_ arguments: [String], home: URL) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 022 && exec \"$0\" \"$@\"", ExploreProcess.executable.path] + arguments
        process.environment = [
            "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data/share").path, "NO_COLOR": "1",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let ended = try await ChildProcess.run(process)
        return (ended.status, ended.outputText)
    }

    func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func theDataFoldersAreOwnerOnlyAndTheLocalStoreIsTooWhateverTheUmask() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }

        await #expect(try run(["location", "set", "zurich"], home: home.url) == 0)

        let data = home.url.appendingPathComponent("data/share")
        for folder in [data, data.appendingPathComponent("explore")] {
            #expect(try mode(folder) == 0o700, "\(folder.path)")
        }
        #expect(try mode(data.appendingPathComponent("explore/local.db")) == 0o600)
        #expect(try mode(data.appendingPathComponent("explore/directory.db")) & 0o077 == 0o044)
    }

    /// A token in the query, in the fragment (an OAuth implicit grant's), or in a path parameter (a servlet
    /// session's, on a server that refuses the connection); `FOLDER` is a folder without the manifest.
    @Test(arguments: [
        ("FOLDER/nothing-here.json?access_token=SECRET", "FOLDER/nothing-here.json?access_token=***"),
        ("FOLDER/nothing-here.json#access_token=SECRET", "FOLDER/nothing-here.json#access_token=***"),
        ("http://127.0.0.1:9/app;jsessionid=SECRET/m.json", "http://127.0.0.1:9/app;jsessionid=***/m.json"),
    ])
    func aSourceWithATokenIsNeitherStoredNorShownWhole(template: String, masked: String) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let secret = "s3cr3t-t0ken"
        let folder = String(home.url.absoluteString.dropLast())  // without its trailing slash
        let source = template.replacingOccurrences(of: "FOLDER", with: folder)
            .replacingOccurrences(of: "SECRET", with: secret)

        let sync = try await runPrinting(["sync", "--from", source], home: home.url)
        #expect(sync.status == 1)
        #expect(!sync.output.contains(secret), "the sync's message shows the token")

        let store = home.url.appendingPathComponent("data/share/explore/local.db")
        let bytes = try Data(contentsOf: store)
        #expect(bytes.range(of: Data(secret.utf8)) == nil, "the token is in the local store")
        let history = try await Shell.output("sqlite3", [store.path, "SELECT source FROM sync_record"])
        #expect(history == masked.replacingOccurrences(of: "FOLDER", with: folder) + "\n")
        let doctor = try await runPrinting(["doctor"], home: home.url)
        #expect(!doctor.output.contains(secret), "doctor shows the token")
    }
}
