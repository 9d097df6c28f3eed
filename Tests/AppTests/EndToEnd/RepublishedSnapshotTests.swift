import Foundation
import TestSupport
import Testing

/// A publisher who edits a published snapshot: `explore manifest` warns when the bytes changed under the version
/// clients already have, and `--snapshot-version now` publishes them as new.
@Suite struct RepublishedSnapshotTests {
    @Test func anEditUnderTheSameVersionIsWarnedOfAndANewVersionPublishesIt() async throws {
        let explore = ExploreProcess(home: try TemporaryFolder())
        defer { explore.home.remove() }
        let site = explore.home.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let snapshot = site.appendingPathComponent("explore.db").path
        let manifest = site.appendingPathComponent("manifest.json").path
        let generated = try await explore.run(["generate", "--merchants", "20", "--out", snapshot])
        try #require(generated.status == 0, "\(generated.standardError)")
        let first = try await explore.run(["manifest", snapshot, "--out", manifest])
        try #require(first.status == 0 && first.standardError.isEmpty, "\(first.standardError)")

        // An edit under the same version: written, and warned of, in one line.
        _ = try await Shell.output(
            "sqlite3", [snapshot, "UPDATE merchant SET name = name || ' (new)' WHERE rowid = 1"])
        let edited = try await explore.run(["manifest", snapshot, "--out", manifest])
        #expect(edited.status == 0)
        #expect(edited.errorLines.count == 1)
        #expect(edited.standardError.hasPrefix("explore: warning: \(snapshot) changed since \(manifest) was last "))
        #expect(edited.standardError.contains("Publish it as new with --snapshot-version now."))

        // Published as new: a newer version recorded in the file and in the manifest, and nothing to warn of.
        let published = try await explore.run(["manifest", snapshot, "--out", manifest, "--snapshot-version", "now"])
        #expect(published.status == 0 && published.standardError.isEmpty, "\(published.standardError)")
        #expect(published.standardOutput.hasPrefix("Recorded version "))
        let versions = try [first, published].map { run in
            try #require(run.standardOutput.firstMatch(of: /the snapshot of ([0-9: -]+ UTC)/)).1
        }
        #expect(versions[0] != versions[1])

        // The variant: a version not newer than the recorded one is refused, and nothing changes.
        let before = try Data(contentsOf: URL(fileURLWithPath: snapshot))
        let older = try await explore.run([
            "manifest", snapshot, "--out", manifest, "--snapshot-version", "1500000000000",
        ])
        #expect(older.status == 1 && older.errorLines.count == 1, "\(older.standardError)")
        #expect(older.standardError.contains("give a newer one than that"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: snapshot)) == before)
    }
}
