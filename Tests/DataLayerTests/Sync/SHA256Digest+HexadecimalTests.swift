import Crypto
import Foundation
import TestSupport
import Testing

@testable import DataLayer

/// swift-crypto computes the digests; what is ours is writing them as manifests do, and feeding files to the hasher.
@Suite struct SHA256DigestHexadecimalTests {
    @Test func writesTheDigestAsSixtyFourLowerCaseDigits() {
        #expect(
            SHA256.hash(data: Data("abc".utf8)).hexadecimal
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hash(data: Data()).hexadecimal == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func aFileDigestAgreesWithSha256sumOnTheRealDirectoryFile() throws {
        let fixture = URL(fileURLWithPath: RealDirectoryFile.v1)
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
