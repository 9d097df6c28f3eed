/// Which shard file of the search index a word's records go to: the rule the writer files by and the search script
/// looks up by, so both sides must walk it the same way.
///
/// A word's records go to the shard of its first scalar, unless that shard would hold more than the size budget; then
/// the prefix is *split* and the word goes on to its first two scalars, and so on, up to ``longestPrefix`` scalars.
/// A word that ends on a split prefix has a shard of its own, the prefix followed by `.` (a dot begins no word):
/// `caf.` holds "Caf" and nothing else when `caf` is split into `cafe`, `caff`… Prefixes count Unicode scalars, as
/// the script's `Array.from` does; a shard may hold a word the search's character rule then rejects ("क" in a shard
/// holding "कि"), never the other way round, because the script applies the whole rule to what it loads.
struct SearchShardPlan: Sendable {
    /// The longest prefix a shard is keyed by: words sharing their first six scalars share a shard, which the writer
    /// cuts into numbered parts when it outgrows the budget.
    static let longestPrefix = 6

    /// The prefixes whose words go on to longer prefixes, because their records would outgrow one shard.
    let split: Set<String>

    /// The key of the shard that holds the records filed under `word` (a folded word, never empty).
    func shard(of word: String) -> String {
        var prefix = String.UnicodeScalarView()
        for scalar in word.unicodeScalars {
            prefix.append(scalar)
            let key = String(prefix)
            if !split.contains(key) { return key }
        }
        return String(prefix) + "."
    }

    /// Every shard the tally's words fill, with the bytes it will hold at most (an entry with two words in one shard
    /// is written there once), sorted by key scalar by scalar.
    func shards(_ tally: SearchWordTally) -> [(key: String, bytes: Int)] {
        var shards: [(key: String, bytes: Int)] = []
        for (prefix, bytes) in tally.prefixBytes where !split.contains(prefix) {
            let parent = String(String.UnicodeScalarView(prefix.unicodeScalars.dropLast()))
            if parent.isEmpty || split.contains(parent) { shards.append((prefix, bytes)) }
        }
        for (word, bytes) in tally.wordBytes where split.contains(word) { shards.append((word + ".", bytes)) }
        return shards.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    }
}

extension SearchShardPlan {
    /// Splits every prefix whose records come to more than `budget` bytes.
    init(_ tally: SearchWordTally, budget: Int) {
        self.init(
            split: Set(
                tally.prefixBytes.compactMap { prefix, bytes in
                    bytes > budget && prefix.unicodeScalars.count < Self.longestPrefix ? prefix : nil
                }))
    }
}

/// How many bytes of records the words of a search index file under each prefix, counted as they stream past so
/// that the shards can be chosen at the end (``SearchShardPlan``). It holds one number per prefix, not the records.
struct SearchWordTally {
    /// Bytes of the records whose words begin with each prefix of one to ``SearchShardPlan/longestPrefix`` scalars.
    private(set) var prefixBytes: [String: Int] = [:]
    /// Bytes of the records filed under each word shorter than the longest prefix, for the shards of whole words.
    private(set) var wordBytes: [String: Int] = [:]

    /// Counts a record of `bytes` filed under `word`.
    mutating func add(_ word: String, bytes: Int) {
        var prefix = String.UnicodeScalarView()
        for scalar in word.unicodeScalars.prefix(SearchShardPlan.longestPrefix) {
            prefix.append(scalar)
            prefixBytes[String(prefix), default: 0] += bytes
        }
        if word.unicodeScalars.count < SearchShardPlan.longestPrefix { wordBytes[word, default: 0] += bytes }
    }
}
