/// A tiny, fast, seeded pseudo-random generator (SplitMix64) whose sequence never changes between platforms or
/// Swift versions, unlike the standard library's `random(in:)` algorithms: a seed always makes the same file.
struct SplitMix64 {
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

    /// A number in `0..<bound` (the modulo bias is negligible for the small bounds used here).
    mutating func int(below bound: Int) -> Int {
        Int(next() % UInt64(max(1, bound)))
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.count)
    }

    /// A number in `0..<1` with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[int(below: values.count)]
    }
}
