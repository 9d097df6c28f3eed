/// The words sample merchant names are made of: thousands of invented words, so that a typical word matches a
/// few dozen of 100,000 merchants, plus common trade words and a few Unicode ones.
enum SampleVocabulary {
    /// About 6,000 distinct invented words ("Morvani", "Telkor"), the same for every seed.
    static let words: [String] = {
        let onsets = [
            "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "ch",
            "st", "tr", "gr", "pl", "sh",
        ]
        let vowels = ["a", "e", "i", "o", "u", "ai", "ou", "ea"]
        let codas = ["", "", "n", "r", "l", "s", "x", "nd", "rt", "m"]
        var random = SplitMix64(seed: 0xD45E)
        var seen = Set<String>()
        var words: [String] = []
        while words.count < 6000 {
            var word = ""
            for _ in 0..<random.int(in: 2...3) {
                word += random.pick(onsets) + random.pick(vowels)
            }
            word += random.pick(codas)
            guard word.count >= 4, seen.insert(word).inserted else { continue }
            words.append(word.prefix(1).uppercased() + word.dropFirst())
        }
        return words
    }()

    /// Trade words that end many names. "Market" ends about one name in ten: the broad query.
    static let trades = [
        "Bakery", "Books", "Café", "Pharmacy", "Hardware", "Grocery", "Salon", "Pizza", "Sushi", "Tacos", "Florist",
        "Garage", "Tailor", "Optics", "Deli", "Bistro", "Studio", "Gallery", "Outfitters", "Electronics", "Toys",
        "Pets", "Jewelers", "Cycles", "Brewery", "Wines", "Travel", "Hotel", "Dental", "Fitness",
    ]

    static let broadWord = "Market"

    /// Names' Unicode words: accents, CJK, right-to-left scripts and emoji.
    static let unicodeWords = [
        "Crème", "Ñandú", "Straße", "Øresund", "Łódź", "Zürich", "São", "Ελληνικά", "東京", "寿司", "北京烤鸭", "ラーメン",
        "مقهى", "شاورما", "שלום", "🍕", "☕", "🌮", "Ünal", "Çay",
    ]
}
