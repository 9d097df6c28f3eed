import DataLayer
import DirectoryIndex
import Domain
import Foundation

// ExploreBenchmarks: speed figures for the Data layer. Prints figures; never fails on a slow machine.
//
//   ExploreBenchmarks generate --merchants 100000 --out /tmp/explore-100k.db [--seed 1]
//   ExploreBenchmarks search /tmp/explore-100k.db [--repeat 20] [--only "selective"] [--adapter reference]
//   ExploreBenchmarks nearby /tmp/explore-100k.db [--repeat 20] [--only "dense centres, 20"] [--adapter reference]
//
// `--adapter reference` measures the reference SQLiteDirectory instead of IndexedDirectory.

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default fallback: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return arguments[index + 1]
}

/// The directory `--adapter` names: `indexed` (the default) or `reference`.
func directory(at path: String) throws -> any MerchantDirectory {
    switch option("--adapter", default: "indexed") {
    case "reference": return try SQLiteDirectory(path: path)
    case "indexed":
        guard let indexed = try IndexedDirectory.open(path: path) else {
            fail("\(path) has no derived tables: measure it with --adapter reference")
        }
        return indexed
    default: fail("--adapter is indexed or reference")
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

switch arguments.first {
case "generate":
    let count = Int(option("--merchants", default: "100000")) ?? 100_000
    let seed = UInt64(option("--seed", default: "1")) ?? 1
    let out = option("--out", default: "/tmp/explore-\(count).db")
    var timing = Timing()
    let rows = try timing.measure {
        try SampleDirectoryGenerator(merchantCount: count, seed: seed, indexing: DerivedTables()).write(to: out)
    }
    print(
        "generated \(count) merchants, \(rows) merchant rows into \(out) in \(String(format: "%.2f", timing.percentile(0.5) / 1000)) s"
    )
case "search":
    guard arguments.count >= 2 else { fail("usage: ExploreBenchmarks search FILE [--repeat N]") }
    let only = arguments.contains("--only") ? option("--only", default: "") : nil
    try await SearchBenchmark(
        path: arguments[1], repeats: Int(option("--repeat", default: "20")) ?? 20,
        directory: directory(at: arguments[1]),
        only: only
    ).run()
case "nearby":
    guard arguments.count >= 2 else { fail("usage: ExploreBenchmarks nearby FILE [--repeat N]") }
    let only = arguments.contains("--only") ? option("--only", default: "") : nil
    try await NearbyBenchmark(
        path: arguments[1], repeats: Int(option("--repeat", default: "20")) ?? 20,
        directory: directory(at: arguments[1]),
        only: only
    ).run()
default:
    fail("usage: ExploreBenchmarks generate|search|nearby …")
}
