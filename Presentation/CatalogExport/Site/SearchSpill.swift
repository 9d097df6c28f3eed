import Foundation

/// Records of the search index set aside in the catalog's scratch space as the directory streams past, then written
/// out as shard files once every shard is known.
///
/// A record is filed under a key (a folded word, or a map cell) and tagged with its entry's number. Lines go to
/// buckets of related keys (those that can land in the same shards), so writing a group of shards reads back one
/// bucket, not everything. A shard file holds at most one part in memory, so a group is as many shards as
/// ``passBytes`` of parts allow: a bucket is read once, or a few times when it holds hundreds of large shards, rather
/// than once per ``passBytes`` of its records (which grows with the square of the directory). Memory holds the
/// buckets' unwritten tails and one group's parts, whatever the size of the directory.
struct SearchSpill {
    /// How much of a bucket is gathered before it is set aside in scratch space.
    static let setAsideBytes = 1 << 16
    /// How many bytes of shard parts one reading of a bucket may hold at once.
    static let passBytes = 2 << 20

    private let scratch: any CatalogScratch
    private var buckets: [String: ScratchParts] = [:]

    init(scratch: any CatalogScratch) {
        self.scratch = scratch
    }

    /// Files `record` (JSON, no line breaks: ``JSONText`` escapes them) under `key`, for entry number `tag`.
    mutating func add(_ record: [UInt8], key: String, tag: Int, bucket: String) throws(CatalogError) {
        // Taken out and put back, so that the bucket's bytes are not copied on the way.
        var parts = buckets.removeValue(forKey: bucket) ?? ScratchParts()
        parts.append(contentsOf: key.utf8)
        parts.append(contentsOf: [Self.tab])
        parts.append(contentsOf: String(tag).utf8)
        parts.append(contentsOf: [Self.tab])
        parts.append(contentsOf: record)
        parts.append(contentsOf: [Self.newline])
        if parts.pending.count >= Self.setAsideBytes { try parts.setAside(in: scratch) }
        buckets[bucket] = parts
    }

    /// Writes every shard's files: each of `shards` (keys and the bytes they will hold at most, all in `bucket`'s
    /// buckets) gathers the records whose key `shardOf` names it, in the order they were added, each entry once; a
    /// shard file holds at most `partBytes` before it writes a part, and a reading of a bucket at most `passBytes` of
    /// parts. Returns each shard's parts and records, in the order of `shards`.
    func write(
        _ shards: [(key: String, bytes: Int)], partBytes: Int, passBytes: Int = Self.passBytes,
        bucket: (String) -> String, shardOf: (String) -> String, files: (String) -> SearchShardFile,
        to output: some CatalogOutput
    ) throws(CatalogError) -> [SearchShardFile] {
        var written: [SearchShardFile] = []
        var start = 0
        while start < shards.count {
            // A group: shards of one bucket whose parts held at once come to no more than a pass's bytes (at least
            // one shard).
            let name = bucket(shards[start].key)
            var end = start + 1
            var held = min(shards[start].bytes, partBytes)
            while end < shards.count, bucket(shards[end].key) == name,
                held + min(shards[end].bytes, partBytes) <= passBytes
            {
                held += min(shards[end].bytes, partBytes)
                end += 1
            }
            var group = [String: SearchShardFile]()
            for shard in shards[start..<end] { group[shard.key] = files(shard.key) }
            try forEachLine(in: name) { key, tag, record throws(CatalogError) in
                let shard = shardOf(key)
                guard group[shard] != nil else { return }
                try group[shard]?.add(record, tag: tag, to: output)
            }
            for shard in shards[start..<end] {
                guard var file = group[shard.key] else { continue }
                try file.finish(to: output)
                written.append(file)
            }
            start = end
        }
        return written
    }

    private func forEachLine(
        in bucket: String, _ body: (String, Int, ArraySlice<UInt8>) throws(CatalogError) -> Void
    ) throws(CatalogError) {
        guard let parts = buckets[bucket] else { return }
        for number in 0..<parts.count {
            let bytes = try parts.part(number, in: scratch)
            var lineStart = 0
            while lineStart < bytes.count {
                guard let lineEnd = bytes[lineStart...].firstIndex(of: Self.newline),
                    let firstTab = bytes[lineStart..<lineEnd].firstIndex(of: Self.tab),
                    let secondTab = bytes[(firstTab + 1)..<lineEnd].firstIndex(of: Self.tab),
                    let tag = Int(String(decoding: bytes[(firstTab + 1)..<secondTab], as: UTF8.self))
                else { throw .output("The search index's scratch space holds a damaged line.") }
                try body(
                    String(decoding: bytes[lineStart..<firstTab], as: UTF8.self), tag,
                    bytes[(secondTab + 1)..<lineEnd])
                lineStart = lineEnd + 1
            }
        }
    }

    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
}

/// One shard of the search index being written: a JSON array of records per file, a new part (`-2`, `-3`…) begun
/// when the next record would take the file past the budget. The first part holds at most a quarter of the budget:
/// it is what a search loads before its first results (the first part of each of up to four shards), so a common
/// word costs about one budget before anything shows, and the rest arrives while the first results are read.
struct SearchShardFile {
    /// The shard's key (a word prefix or a map cell).
    let key: String
    /// The path of its first part, without `.json`.
    let stem: String
    let budget: Int
    /// The most bytes of the first part.
    var firstBudget: Int { max(1_024, budget / 4) }
    private(set) var parts = 0
    private(set) var records = 0
    private var buffer: [UInt8] = []
    private var lastTag = -1

    init(key: String, stem: String, budget: Int) {
        self.key = key
        self.stem = stem
        self.budget = budget
    }

    /// The path of part `number`, from 1.
    static func path(stem: String, part number: Int) -> String {
        number == 1 ? "\(stem).json" : "\(stem)-\(number).json"
    }

    /// Adds a record, unless the entry `tag` was the last one added (an entry's words often share a shard).
    mutating func add(_ record: ArraySlice<UInt8>, tag: Int, to output: some CatalogOutput) throws(CatalogError) {
        guard tag != lastTag else { return }
        lastTag = tag
        let limit = parts == 0 ? firstBudget : budget
        if !buffer.isEmpty && buffer.count + record.count + 3 > limit { try finish(to: output) }
        buffer.append(contentsOf: buffer.isEmpty ? Array("[".utf8) : Array(",\n".utf8))
        buffer.append(contentsOf: record)
        records += 1
    }

    /// Writes the part being filled, if it holds anything.
    mutating func finish(to output: some CatalogOutput) throws(CatalogError) {
        guard !buffer.isEmpty else { return }
        buffer.append(contentsOf: Array("]\n".utf8))
        parts += 1
        try output.write(Data(buffer), to: Self.path(stem: stem, part: parts))
        buffer = []
    }
}
