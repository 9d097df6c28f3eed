import Domain
import Foundation
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct ManifestDocumentTests {
    private let digest = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"

    private func manifest(_ json: String) throws(SyncError) -> SnapshotManifest {
        try ManifestDocument.decode(Data(json.utf8))
    }

    @Test func readsTheDocumentedExample() throws {
        let read = try manifest(
            """
            {"format": 1, "version": 1710000000000, "sha256": "\(digest)", "size": 4096,
             "schemaVersion": 4, "file": "directory.db"}
            """)
        #expect(
            read
                == SnapshotManifest(
                    version: SnapshotVersion(timestamp: 1_710_000_000_000), sha256: digest, size: 4096,
                    schemaVersion: 4,
                    file: "directory.db"))
    }

    @Test func readsBackWhatItWrites() throws {
        let original = SnapshotManifest(
            version: SnapshotVersion(timestamp: 42), sha256: digest, size: 1, schemaVersion: 5,
            file: "snapshots/directory v2.db")
        #expect(try ManifestDocument.decode(ManifestDocument(original).encoded()) == original)
    }

    @Test func acceptsAnUpperCaseDigestAndKeepsItLowerCase() throws {
        let read = try manifest(
            """
            {"format": 1, "version": 1, "sha256": "\(digest.uppercased())", "size": 1, "schemaVersion": 4,
             "file": "a.db"}
            """)
        #expect(read.sha256 == digest)
    }

    @Test func refusesTextThatIsNotJSON() {
        #expect(throws: SyncError.badManifest("it is not JSON")) {
            try manifest("<html><body>Welcome to nginx!</body></html>")
        }
    }

    @Test func namesAMissingField() {
        #expect(throws: SyncError.badManifest("the field \"sha256\" is missing")) {
            try manifest(#"{"format": 1, "version": 1, "size": 1, "schemaVersion": 4, "file": "a.db"}"#)
        }
    }

    @Test func namesAFieldOfTheWrongType() {
        #expect(throws: SyncError.badManifest("the field \"size\" has the wrong type")) {
            try manifest(
                #"{"format": 1, "version": 1, "sha256": "\#(digest)", "size": "big", "schemaVersion": 4, "file": "a.db"}"#
            )
        }
    }

    @Test func refusesAnotherFormat() {
        #expect(throws: SyncError.badManifest("format 2 is not supported (this program reads format 1)")) {
            try manifest(
                #"{"format": 2, "version": 1, "sha256": "\#(digest)", "size": 1, "schemaVersion": 4, "file": "a.db"}"#)
        }
    }

    @Test func refusesADigestThatIsNotSHA256() {
        #expect(throws: SyncError.badManifest("\"sha256\" is not 64 hexadecimal digits")) {
            try manifest(
                #"{"format": 1, "version": 1, "sha256": "abc", "size": 1, "schemaVersion": 4, "file": "a.db"}"#)
        }
    }

    @Test(arguments: ["", "/etc/passwd", "../outside.db", "a/../../b.db", "http://elsewhere.example/x.db"])
    func refusesAFileThatIsNotBesideTheManifest(file: String) {
        let json = """
            {"format": 1, "version": 1, "sha256": "\(digest)", "size": 1, "schemaVersion": 4, "file": "\(file)"}
            """
        #expect(throws: SyncError.badManifest("\"file\" must be a path relative to the manifest, not \"\(file)\"")) {
            try manifest(json)
        }
    }

    @Test(arguments: [
        ("\"version\": 1, \"version\": 2", "version"), ("\"version\": 1, \"\\u0066ormat\": 1", "format"),
    ])
    func refusesAFieldGivenTwice(_ fields: String, _ repeated: String) {
        let json = """
            {"format": 1, \(fields), "sha256": "\(digest)", "size": 1, "schemaVersion": 4, "file": "a.db"}
            """
        #expect(throws: SyncError.badManifest("the field \"\(repeated)\" appears more than once")) {
            try manifest(json)
        }
    }

    @Test func fieldsOfNestedObjectsAndTextThatLooksLikeFieldsAreNotRepeats() throws {
        let json = """
            {"format": 1, "version": 1, "sha256": "\(digest)", "size": 1, "schemaVersion": 4, "file": "a.db",
             "comment": "\\"file\\": \\"b.db\\", {\\"version\\"", "extra": {"file": "x", "version": [1, {"file": 2}]}}
            """
        #expect(try manifest(json).file == "a.db")
    }

    @Test func refusesAHugeDocument() {
        let huge = Data(repeating: UInt8(ascii: " "), count: ManifestDocument.maximumSize + 1)
        #expect(throws: SyncError.badManifest("it is larger than 65536 bytes")) {
            try ManifestDocument.decode(huge)
        }
    }
}
