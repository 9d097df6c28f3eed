import Domain
import Foundation
import GRDB

/// Writes realistic, deterministic directory snapshots (schema version 4) for demos, tests and benchmarks.
///
/// The same merchant count and seed always give the same file, byte for byte in content. Merchants mix
/// Dash-only shops, gift-card merchants with CTX and PiggyCards offers (fees to 20 % discounts), online-only
/// merchants at 0/0, chains across several countries, Unicode names and a few hostile strings; some rows are
/// inactive or redeemed by URL and must stay hidden.
public struct SampleDirectoryGenerator: Sendable {
    /// How many merchants to write (a few more rows are hidden ones).
    public var merchantCount: Int
    /// The seed of the SplitMix64 generator: the same seed always writes the same rows.
    public var seed: UInt64
    /// The publisher's version recorded in `explore_metadata`.
    public var version: SnapshotVersion

    /// 2026-01-01T00:00:00Z, in milliseconds.
    public static let defaultVersion = SnapshotVersion(timestamp: 1_767_225_600_000)

    /// A generator for `merchantCount` merchants from `seed`.
    public init(merchantCount: Int, seed: UInt64 = 1, version: SnapshotVersion = defaultVersion) {
        self.merchantCount = merchantCount
        self.seed = seed
        self.version = version
    }

    /// The merchants a correct reader returns from the written file (hidden rows and unknown providers left
    /// out), each with its locations in row order. Tests use them with `InMemoryDirectory` as an oracle.
    public func merchants() -> [Merchant] {
        var factory = SampleMerchantFactory(seed: seed, count: merchantCount)
        return (0..<max(0, merchantCount)).compactMap { factory.make($0).merchant }
    }

    /// Writes the snapshot to `path`, replacing any file there only once the new one is complete (under the writer
    /// lock, ``SnapshotReplacement``). Returns the number of `merchant` rows written.
    @discardableResult
    public func write(to path: String) throws(GeneratorError) -> Int {
        try write(to: path, rule: .always, waiting: {}).rows
    }

    /// Writes the snapshot and puts it in place of the snapshot at `path` if `rule` allows it, under the writer lock:
    /// the first run uses ``SnapshotReplacement/Rule/ifMissing``, so that it never replaces a snapshot that a sync or
    /// an import put there meanwhile. Nothing is left beside `path` whatever the outcome.
    ///
    /// - Parameter waitingForLock: called when another writer holds the lock and this one waits for it.
    @discardableResult
    public func install(
        at path: String, rule: SnapshotReplacement.Rule, waitingForLock: @escaping @Sendable () -> Void = {}
    ) throws(GeneratorError) -> SnapshotReplacement.Outcome {
        try write(to: path, rule: rule, waiting: waitingForLock).outcome
    }

    private func write(
        to path: String, rule: SnapshotReplacement.Rule, waiting: @escaping @Sendable () -> Void
    ) throws(GeneratorError) -> (rows: Int, outcome: SnapshotReplacement.Outcome) {
        guard merchantCount >= 1 else { throw .invalidCount(merchantCount) }
        var factory = SampleMerchantFactory(seed: seed, count: merchantCount)
        let count = merchantCount
        let timestamp = version.timestamp
        do {
            let (rows, outcome) = try AtomicFile.write(to: path, rule: rule, waiting: waiting) { db in
                var rows = 0
                try db.inTransaction {
                    try SnapshotSchema.create(db)
                    let writer = try SnapshotWriter(db)
                    for index in 0..<count {
                        let generated = factory.make(index, withMerchant: false)
                        for row in generated.rows { try writer.insert(row) }
                        for offer in generated.offers { try writer.insert(offer) }
                        rows += generated.rows.count
                    }
                    try Self.writeATMs(writer, count: max(20, count / 40))
                    try SnapshotSchema.setVersion(timestamp, in: db)
                    try SnapshotSchema.finish(db)
                    return .commit
                }
                return rows
            }
            return (rows, outcome)
        } catch let error as SnapshotReplacement.Failure {
            throw .writeFailed(error.reason)
        } catch {
            throw .writeFailed(String(describing: error))
        }
    }

    /// How many merchants the built-in sample holds.
    public static let builtInMerchantCount = 300

    /// The built-in sample every fresh installation starts from: ``builtInMerchantCount`` merchants, a fixed seed.
    public static var builtIn: SampleDirectoryGenerator {
        SampleDirectoryGenerator(merchantCount: builtInMerchantCount, seed: 2026)
    }

    /// Writes the built-in sample to `path` (well under a second).
    public static func builtInSample(to path: String) throws(GeneratorError) {
        try builtIn.write(to: path)
    }

    private static func writeATMs(_ writer: SnapshotWriter, count: Int) throws {
        var random = SplitMix64(seed: 0xA7A7)
        for index in 0..<count {
            let place = SamplePlace.cities[index % SamplePlace.cities.count]
            var row = MerchantRow(id: 0, merchantID: "", name: nil, paymentMethod: nil, type: nil)
            place.fill(&row, using: &random)
            try writer.insertATM(
                name: "\(random.pick(SampleVocabulary.words)) ATM",
                manufacturer: random.pick(["General Bytes", "Lamassu", "BitAccess"]),
                type: random.pick(["Buy Only", "Sell Only", "Buy and Sell"]), address: row.addressLines[0] ?? "",
                city: place.city, territory: place.territory, latitude: row.latitude ?? 0,
                longitude: row.longitude ?? 0,
                sourceID: String(index + 1))
        }
    }
}
