import Domain
import Foundation
import GRDB
import SnapshotFile

/// Writes deterministic directory snapshots (schema version 4): the built-in sample a fresh installation starts
/// from, and files of any size for benchmarks and tests.
///
/// The same merchant count, seed and style always give the same file, byte for byte in content. Both styles mix
/// Dash-only shops, gift-card merchants with CTX and PiggyCards offers (fees to 20 % discounts), online-only
/// merchants at 0/0 and chains across several countries, and hold ATMs. ``Style/benchmark`` names merchants from
/// thousands of invented words, so that a word matches a few merchants of many, and writes the untidy rows real
/// files hold (inactive rows, URL-redeemed offers, stray spaces) that a reader must hide or clean;
/// ``Style/showcase`` writes what a person should meet first: shop names in many languages and scripts.
public struct SampleDirectoryGenerator: Sendable {
    /// How many merchants to write (a few more rows are hidden ones).
    public var merchantCount: Int
    /// The seed of the SplitMix64 generator: the same seed always writes the same rows.
    public var seed: UInt64
    /// The publisher's version recorded in `explore_metadata`.
    public var version: SnapshotVersion
    public var style: Style
    /// Names and websites given to a few benchmark merchants in place of generated ones (tests plant hostile text
    /// this way); every other row is the same as without them. At most six are used.
    public var planted: [Planted]
    /// The derived tables written with the rows, if any (``SnapshotIndexing``).
    public var indexing: (any SnapshotIndexing)?

    /// What the file is for.
    public enum Style: Hashable, Sendable {
        /// Invented names from a vocabulary of thousands of words, and untidy rows: `explore generate`.
        case benchmark
        /// Real-sounding names in many countries and scripts: the built-in sample.
        case showcase
    }

    /// A merchant name and website to plant in a benchmark file.
    public struct Planted: Hashable, Sendable {
        public var name: String
        public var website: String?

        public init(name: String, website: String?) {
            self.name = name
            self.website = website
        }
    }

    /// 2026-01-01T00:00:00Z, in milliseconds.
    public static let defaultVersion = SnapshotVersion(timestamp: 1_767_225_600_000)

    /// A generator for `merchantCount` merchants from `seed`.
    public init(
        merchantCount: Int, seed: UInt64 = 1, version: SnapshotVersion = defaultVersion, style: Style = .benchmark,
        planted: [Planted] = [], indexing: (any SnapshotIndexing)? = nil
    ) {
        self.merchantCount = merchantCount
        self.seed = seed
        self.version = version
        self.style = style
        self.planted = planted
        self.indexing = indexing
    }

    /// The merchants a correct reader returns from the written file (hidden rows and unknown providers left
    /// out), each with its locations in row order. Tests use them with `InMemoryDirectory` as an oracle.
    public func merchants() -> [Merchant] {
        var factory = makeFactory()
        return (0..<max(0, merchantCount)).compactMap { factory.make($0, withMerchant: true).merchant }
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
        var factory = makeFactory()
        let (count, style, seed, indexing) = (merchantCount, style, seed, indexing)
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
                    switch style {
                    case .benchmark: try Self.writeATMs(writer, count: max(20, count / 40))
                    case .showcase: try ShowcaseATMs.write(db, count: max(20, count / 10), seed: seed)
                    }
                    try SnapshotSchema.setVersion(timestamp, in: db)
                    try SnapshotSchema.finish(db, indexing: indexing)
                    return .commit
                }
                return rows
            }
            return (rows, outcome)
        } catch let error as SnapshotReplacement.Failure {
            throw .writeFailed(error.reason)
        } catch {
            throw .writeFailed(SQLiteFailure.reason(error, file: path))
        }
    }

    /// How many merchants the built-in sample holds.
    public static let builtInMerchantCount = 300

    /// The built-in sample every fresh installation starts from: ``builtInMerchantCount`` showcase merchants, a
    /// fixed seed.
    public static var builtIn: SampleDirectoryGenerator {
        SampleDirectoryGenerator(merchantCount: builtInMerchantCount, seed: 2026, style: .showcase)
    }

    /// Writes the built-in sample to `path` (well under a second).
    public static func builtInSample(to path: String) throws(GeneratorError) {
        try builtIn.write(to: path)
    }

    private func makeFactory() -> any MerchantFactory {
        switch style {
        case .benchmark: SampleMerchantFactory(seed: seed, count: merchantCount, planted: planted)
        case .showcase: ShowcaseMerchantFactory(seed: seed)
        }
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

/// Makes a file's merchants one at a time, with the rows that store each one.
protocol MerchantFactory {
    /// The `index`th merchant (indexes must come in order: row ids are handed out as they go). Building the
    /// Domain value is skipped when only the rows are wanted (parsing links is most of the cost).
    mutating func make(_ index: Int, withMerchant: Bool) -> GeneratedMerchant
}
