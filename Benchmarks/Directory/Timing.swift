import Foundation

/// Runs a body many times and reports percentiles in milliseconds.
struct Timing {
    var samples: [Double] = []

    mutating func measure<T>(_ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        var result: T?
        let duration = try clock.measure { result = try body() }
        samples.append(Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
        return result!
    }

    mutating func measureAsync<T>(_ body: () async throws -> T) async rethrows -> T {
        let start = ContinuousClock.now
        let result = try await body()
        let duration = ContinuousClock.now - start
        samples.append(Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
        return result
    }

    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
    }

    var summary: String {
        String(format: "p50 %7.3f ms   p95 %7.3f ms   (%d runs)", percentile(0.5), percentile(0.95), samples.count)
    }
}
