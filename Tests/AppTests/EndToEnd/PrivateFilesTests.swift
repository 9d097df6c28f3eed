import Foundation
import TestSupport
import Testing

/// What `explore` keeps about a person stays theirs: folders it creates are 0700 and the local store 0600 under the
/// usual umask, and a sync source's secrets are never stored.
@Suite struct PrivateFilesTests {
    /// Runs `explore` under umask 022 (files 0644 and folders 0755 unless a program asks otherwise).
    func run(_ arguments: [String], home: URL) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 022 && exec \"$0\" \"$@\"", ExploreProcess.executable.path] + arguments
        process.environment = [
            "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data/share").path, "NO_COLOR": "1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return try await ChildProcess.run(process).status
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

    @Test func aSourceWithATokenInItsQueryIsNeitherStoredNorShownWhole() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let manifest = home.url.appendingPathComponent("nothing-here.json")
        let secret = "s3cr3t-t0ken"

        await #expect(
            try run(["sync", "--from", "\(manifest.absoluteString)?access_token=\(secret)"], home: home.url) == 1)

        let store = home.url.appendingPathComponent("data/share/explore/local.db")
        let bytes = try Data(contentsOf: store)
        #expect(bytes.range(of: Data(secret.utf8)) == nil, "the token is in the local store")
        let history = try await Shell.output("sqlite3", [store.path, "SELECT source FROM sync_record"])
        #expect(history == "\(manifest.absoluteString)?access_token=***\n")
    }
}
