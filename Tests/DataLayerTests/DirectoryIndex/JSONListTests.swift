import GRDB
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The JSON arrays that carry lists into statements, read back by SQLite's own `json_each`: every value comes back as
/// it went in, in order, whatever it holds.
@Suite struct JSONListTests {
    private let db = try! DatabaseQueue()

    private func readBack<Value: DatabaseValueConvertible>(_ json: String, as: Value.Type) throws -> [Value] {
        try db.read { db in
            try Value.fetchAll(db, sql: "SELECT value FROM json_each(?) ORDER BY key", arguments: [json])
        }
    }

    @Test func stringsComeBackUnchanged() throws {
        let awkward = [
            "", "plain", "quote \" inside", "back\\slash", "\\\"", "tab\tnew\nline", "\u{1}\u{8}\u{1F}\u{7F}",
            "Café Ávila", "日本語", "emoji 🧋 and e\u{301}", "/slash/ and </script>", "-12", "0042",
        ]
        #expect(try readBack(JSONList.strings(awkward), as: String.self) == awkward)
        #expect(try readBack(JSONList.strings([]), as: String.self) == [])
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let values = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                String(
                    String.UnicodeScalarView(
                        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                            // ASCII, control characters included, and now and then a scalar beyond it. (Not NUL:
                            // SQLite's JSON ends a string there, as any text read from a file ends there.)
                            Unicode.Scalar(
                                Bool.random(using: &generator)
                                    ? UInt32.random(in: 1...0x7F, using: &generator)
                                    : [0xE9, 0x65E5, 0x1F9CB].randomElement(using: &generator)!)!
                        }))
            }
            #expect(try readBack(JSONList.strings(values), as: String.self) == values, "round \(round)")
        }
    }

    @Test func idsComeBackUnchanged() throws {
        let ids: [Int64] = [0, 1, 9, 10, 99, 100, 123_456_789, -1, -10, .max, .min, .max - 1, .min + 1]
        #expect(try readBack(JSONList.ids(ids), as: Int64.self) == ids)
        #expect(try readBack(JSONList.ids([]), as: Int64.self) == [])
        let random = (0..<500).map { _ in Int64.random(in: .min ... .max) }
        #expect(try readBack(JSONList.ids(random), as: Int64.self) == random)
        #expect(JSONList.ids([3, -40, 500]) == "[3,-40,500]")
    }
}
