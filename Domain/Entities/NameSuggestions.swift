/// The names a person probably meant when what they typed names nothing: "Californa" → "California", "cafee" →
/// "Café Ávila", "zurik" → "Zürich".
///
/// Names are compared by their folded words (``SearchWords``: case and accents aside), by edit distance: the fewest
/// letters inserted, removed or replaced, or neighbours swapped, to turn one into the other. A name is suggested when
/// each typed word starts, or is at most a third of the longer word away from, some word the name is found by
/// (``SearchWords/nameWords(in:)``: `cal` → "California", `cafee` → "Café Ávila", `sao pablo` → "São Paulo", `薬高` →
/// "さくら薬局"; a typed word of one or two Latin letters must start one: changed, it would be any short word). A space
/// missing or added (`newyork`, `zu rich`) is forgiven when the whole texts, with different numbers of words, are that
/// near. The nearest come first: the smallest sum of the words' distances (a word started counts the letters left),
/// then the whole texts' distance (the name with the fewest other words), then by name.
///
/// One rule for every name a person types and misses: territories, places, merchants and commands.
public enum NameSuggestions {
    /// Up to `limit` names of `names` near `typed`, nearest first, then by name; none when nothing is near.
    public static func nearest(to typed: String, among names: [String], limit: Int = 3) -> [String] {
        let typedWords = SearchWords.words(in: typed)
        let target = Array(typedWords.joined(separator: " "))
        guard !target.isEmpty else { return [] }
        let targetWords = typedWords.map { Array($0) }
        var wordDistances: [String: Int?] = [:]
        var scored: [(distance: Int, whole: Int, key: String, name: String)] = []
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted {
            let nameWords = SearchWords.words(in: name)
            let candidate = Array(nameWords.joined(separator: " "))
            var distance = wordsDistance(targetWords, name: name, cache: &wordDistances)
            let allowed = max(1, max(target.count, candidate.count) / 3)
            if nameWords.count != typedWords.count, abs(candidate.count - target.count) <= allowed {
                let whole = editDistance(target, candidate)
                if whole <= allowed { distance = min(distance ?? whole, whole) }
            }
            guard let distance else { continue }
            scored.append((distance, editDistance(target, candidate), SearchWords.orderKey(name), name))
        }
        scored.sort { ($0.distance, $0.whole, $0.key, $0.name) < ($1.distance, $1.whole, $1.key, $1.name) }
        return scored.prefix(limit).map(\.name)
    }

    /// The sum over the typed words of each one's distance to the nearest word `name` is found by, or `nil` when a
    /// typed word is near none. Distances between two words are kept in `cache` (names share words).
    private static func wordsDistance(_ typed: [[Character]], name: String, cache: inout [String: Int?]) -> Int? {
        let nameWords = SearchWords.nameWords(in: name)
        guard !nameWords.isEmpty else { return nil }
        var sum = 0
        for word in typed {
            var best: Int?
            for nameWord in nameWords {
                let key = String(word) + "\u{0}" + nameWord
                let distance: Int?
                if let known = cache[key] {
                    distance = known
                } else {
                    distance = near(word, nameWord)
                    cache[key] = distance
                }
                if let distance, distance < best ?? Int.max { best = distance }
            }
            guard let best else { return nil }
            sum += best
        }
        return sum
    }

    /// How far the typed word `a` is from the name's word `b`: the letters left when `a` starts `b` (`cara` is nearer
    /// "caracas" than "carabobo"), else their distance when it is at most a third of the longer (at least one letter),
    /// else `nil`. A typed word of one or two letters (of a script written with spaces) must start the name's: one
    /// letter changed would make it any other short word.
    private static func near(_ a: [Character], _ word: String) -> Int? {
        if word.hasPrefix(String(a)) { return word.count - a.count }
        guard
            a.count >= 3 || a.contains(where: { $0.unicodeScalars.contains(where: SearchWords.isWrittenWithoutSpaces) })
        else { return nil }
        let b = Array(word)
        let allowed = max(1, max(a.count, b.count) / 3)
        guard abs(a.count - b.count) <= allowed else { return nil }
        let distance = editDistance(a, b)
        return distance <= allowed ? distance : nil
    }

    /// The optimal string alignment distance between two texts, by character: letters inserted, removed or replaced,
    /// and two neighbours swapped (`york` and `yrok` are one apart), each counting one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(replace, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
