import Foundation
import TestSupport
import Testing

@testable import DataLayer
@testable import SnapshotFile

/// OpenSSL computes the digests; what is ours is feeding it chunks and writing the digest as manifests do.
@Suite struct SHA256Tests {
    @Test func writesKnownDigestsAsSixtyFourLowerCaseDigits() {
        #expect(
            Self.digest(of: [Data("abc".utf8)]) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.digest(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func chunksHashAsTheWholeAndADigestLeavesTheHashGoingOn() {
        let whole = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let chunked = SHA256()
        var start = 0
        for size in [0, 1, 63, 64, 65, 4096, 30_000] {
            whole[start..<(start + size)].withUnsafeBytes { chunked.update($0) }
            start += size
        }
        let early = chunked.digest()
        #expect(early == Self.digest(of: [whole[..<start]]))
        whole[start...].withUnsafeBytes { chunked.update($0) }
        #expect(chunked.digest() == Self.digest(of: [whole]))
        #expect(chunked.digest() != early)
    }

    @Test func aFileDigestAgreesWithSha256sumOnTheRealDirectoryFile() async throws {
        let fixture = URL(fileURLWithPath: RealDirectoryFile.v1)
        let (size, ours) = try SnapshotManifestWriter.digest(of: fixture)
        #expect(size == (try FileManager.default.attributesOfItem(atPath: fixture.path)[.size] as? Int64))
        await #expect(ours == (try sha256sum(fixture)))
    }

    private static func digest(of chunks: [Data]) -> String {
        let hash = SHA256()
        for chunk in chunks { chunk.withUnsafeBytes { hash.update($0) } }
        return hash.digest()
    }

    private func sha256sum(_ file: URL) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        process.standardOutput = Pipe()
        return String(try await ChildProcess.run(process).outputText.prefix(64))
    }
}
