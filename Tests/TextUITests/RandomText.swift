/// A seeded generator (SplitMix64): the same seed gives the same cases on every machine, so a failure replays.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Hostile strings: printable text mixed with every kind of control, mark, wide character and emoji sequence.
enum RandomText {
    /// Ranges of scalars, each as likely as any other, so rare kinds turn up often.
    static let pools: [ClosedRange<UInt32>] = [
        0x20...0x7E,  // ASCII
        0x00...0x1F,  // C0, ESC included
        0x7F...0x9F,  // DEL and C1 (CSI 0x9B, OSC 0x9D)
        0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200F,  // bidi controls, zero-width characters
        0x0300...0x036F, 0x20D0...0x20FF,  // combining marks
        0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1100...0x11FF, 0xFF01...0xFF60,  // CJK, Hangul, jamo, fullwidth
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF,  // emoji, regional indicators
        0xFE00...0xFE0F, 0x2028...0x2029, 0xFEFF...0xFEFF, 0xFFF9...0xFFFB,  // selectors, separators, BOM
        0x0590...0x06FF, 0x0E00...0x0E7F, 0xE0000...0xE007F,  // Hebrew, Arabic, Thai, tags
        0xA0...0x2FFF, 0x3000...0xD7FF, 0xE000...0x10FFFF,  // anything else
    ]

    static func string(using generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...20, using: &generator) == 0 ? 3000 : Int.random(in: 0...40, using: &generator)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            if Int.random(in: 0...9, using: &generator) == 0 {
                scalars.append(contentsOf: "\u{1B}[2J\u{1B}]0;title\u{07}".unicodeScalars)  // a real attack
                continue
            }
            let pool = pools.randomElement(using: &generator)!
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
