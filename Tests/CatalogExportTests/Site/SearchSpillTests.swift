import Foundation
import Synchronization
import Testing

@testable import CatalogExport

/// The search index's scratch space (``SearchSpill``): a bucket is read back once when its shards' parts fit in a
/// pass, however many bytes its records come to, and every shard gets its records in the order they were added.
@Suite("SearchSpill")
struct SearchSpillTests {
    /// Scratch space in memory that counts how many bytes are read back.
    final class CountingScratch: CatalogScratch {
        private let base = MemoryScratch()
        private let read = Atomic<Int>(0)
        private let appended = Atomic<Int>(0)

        var bytesRead: Int { read.load(ordering: .relaxed) }
        var bytesAppended: Int { appended.load(ordering: .relaxed) }

        func append(_ bytes: [UInt8]) throws(CatalogError) -> Range<Int> {
            appended.add(bytes.count, ordering: .relaxed)
            return try base.append(bytes)
        }

        func read(_ range: Range<Int>) throws(CatalogError) -> [UInt8] {
            read.add(range.count, ordering: .relaxed)
            return try base.read(range)
        }
    }

    @Test func aBucketOfManyLargeShardsIsReadOnceAndEachShardKeepsItsOrder() throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let scratch = CountingScratch()
        var spill = SearchSpill(scratch: scratch)
        // Forty shards of one bucket, 25 records of about 100 bytes each: three passes' bytes in all (at 32 KB a
        // pass), a part of at most 1 KB each in memory at a time.
        let (shardCount, recordsPerShard, passBytes) = (40, 25, 32_768)
        let record = [UInt8](repeating: UInt8(ascii: "x"), count: 96)
        var tag = 0
        for round in 0..<recordsPerShard {
            for shard in 0..<shardCount {
                try spill.add(
                    Array("\"\(shard)-\(round)\"".utf8) + record, key: "k\(shard)", tag: tag, bucket: "k")
                tag += 1
            }
        }
        let shards = (0..<shardCount).map { (key: "k\($0)", bytes: recordsPerShard * 104) }
        #expect(shards.reduce(0) { $0 + $1.bytes } > 3 * passBytes)
        #expect(scratch.bytesAppended > 0, "nothing was set aside")

        let files = try spill.write(
            shards, partBytes: 256, passBytes: passBytes, bucket: { _ in "k" }, shardOf: { $0 },
            files: { SearchShardFile(key: $0, stem: "search/w/\($0)", budget: 256) }, to: folder)

        // Once: what was set aside is read back a single time (the unwritten tail never left memory).
        #expect(scratch.bytesRead == scratch.bytesAppended)
        #expect(files.map(\.key) == shards.map(\.key))
        #expect(files.allSatisfy { $0.records == recordsPerShard })
        let parts = try (1...files[7].parts).map { part in
            try String(
                decoding: folder.contents(of: SearchShardFile.path(stem: "search/w/k7", part: part)), as: UTF8.self)
        }
        let tags = parts.joined().split(separator: "\"").filter { $0.hasPrefix("7-") }
        #expect(tags == (0..<recordsPerShard).map { "7-\($0)" })
    }
}
