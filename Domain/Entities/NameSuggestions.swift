/// The names a person probably meant when what they typed names nothing: "Californa" → "California".
///
/// Names are compared by their folded words (``SearchWords``: case and accents aside), by edit distance: the fewest
/// letters inserted, removed or replaced to turn one into the other. A name is suggested when that distance is at most
/// a third of the longer text (at least one letter), or when the typed words start the name's (`cal` → "California").
public enum NameSuggestions {
    /// Up to `limit` names of `names` near `typed`, nearest first, then by name; none when nothing is near.
    public static func nearest(to typed: String, among names: [String], limit: Int = 3) -> [String] {
        let target = Array(SearchWords.words(in: typed).joined(separator: " "))
        guard !target.isEmpty else { return [] }
        var scored: [(distance: Int, key: String, name: String)] = []
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted {
            let candidate = Array(SearchWords.words(in: name).joined(separator: " "))
            let distance = editDistance(target, candidate)
            let allowed = max(1, max(target.count, candidate.count) / 3)
            if distance <= allowed || SearchWords(typed).matches(name) {
                scored.append((distance, SearchWords.orderKey(name), name))
            }
        }
        scored.sort { ($0.distance, $0.key, $0.name) < ($1.distance, $1.key, $1.name) }
        return scored.prefix(limit).map(\.name)
    }

    /// The Levenshtein distance between two texts, by character.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(replace, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
