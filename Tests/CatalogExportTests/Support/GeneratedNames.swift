import Domain

/// Names and searches made of the characters where word rules go wrong (accents written both ways, ß, İ, final
/// sigma, emoji sequences, keycaps, combining marks on their own, CJK, Devanagari, digits of other scripts), with
/// what the app's rule answers for each: the oracle for the site's script.
enum GeneratedNames {
    struct Case: Codable {
        let name: String
        let query: String
        let matches: Bool
    }

    /// The app's rule itself (``Domain/SearchWords``).
    static func appRule(name: String, query: String) -> Bool {
        SearchWords(query).matches(name)
    }

    static let pieces = [
        "a", "B", "cafe", "Café", "e\u{301}", "É", "ß", "SS", "İ", "i", "I", "ı", "ΟΔΟΣ", "Σ", "σ", "ς", "東京", "ラーメン",
        "7", "٣", "½", "Ⅻ", " ", " ", "-", "'", "’", ".", "_", "🍕", "👩‍👩‍👧", "1️⃣", "\u{301}", "\u{200D}", "ǅ", "ﬁ",
        "\u{212B}", "Å", "ｶﾞ", "ﾞ", "क्ष", "ि", "Ж", "ж", "\u{0627}\u{0644}", "x\u{308}", "ẞ", "ǰ", "J\u{30C}", "Ⓐ",
    ]

    /// `count` cases, the same on every run: names of random pieces, and searches that are either random pieces or
    /// a beginning of one of the name's words in another case, so that about half of them match.
    static func cases(count: Int) -> [Case] {
        var random = SplitMix(seed: 0x5EED)
        return (0..<count).map { _ in
            let name = (0..<random.below(6) + 1).map { _ in pieces[random.below(pieces.count)] }.joined()
            var query: String
            let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            if random.below(2) == 0, !words.isEmpty {
                let word = words[random.below(words.count)]
                query = String(word.prefix(random.below(word.count) + 1))
                if random.below(2) == 0 { query = query.uppercased() }
            } else {
                query = (0..<random.below(3) + 1).map { _ in pieces[random.below(pieces.count)] }.joined()
            }
            return Case(name: name, query: query, matches: appRule(name: name, query: query))
        }
    }

    /// SplitMix64: a seed always gives the same numbers, on every machine and Swift version.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func below(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
    }
}
