import Foundation
import Testing

@testable import DataLayer

@Suite struct SHA256Tests {
    private func digest(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(Array(text.utf8))
        return hasher.finalize()
    }

    @Test func hashesTheFIPSExampleMessages() {
        // FIPS 180-4 examples and the NIST test vectors for one and two blocks of padding.
        #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            digest(
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
            ) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func hashesAMillionBytesFedInUnevenChunks() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 999)
        var remaining = 1_000_000
        while remaining > 0 {
            let count = min(chunk.count, remaining)
            hasher.update(chunk[0..<count])
            remaining -= count
        }
        #expect(hasher.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000])
    func givesTheSameDigestHoweverTheMessageIsSplit(length: Int) {
        let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var whole = SHA256()
        whole.update(message)
        let expected = whole.finalize()
        for split in Set([0, 1, length / 3, length / 2, max(0, length - 1), length]) where split <= length {
            var parts = SHA256()
            parts.update(message[..<split])
            parts.update(message[split...])
            #expect(parts.finalize() == expected, "split at \(split) of \(length)")
        }
    }

    @Test func agreesWithSha256sumOnTheRealDirectoryFile() throws {
        let fixture = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures/dashwallet-ios-explore-v1.db")
        let (size, ours) = try SnapshotManifestWriter.digest(of: fixture)
        #expect(size == (try FileManager.default.attributesOfItem(atPath: fixture.path)[.size] as? Int64))
        #expect(ours == (try sha256sum(fixture)))
    }

    private func sha256sum(_ file: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }
}
