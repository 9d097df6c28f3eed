import DataLayer
import DirectoryIndex
import Domain
import Foundation
import Fuzzing
import GRDB

/// Counts a published file's derived heads table may hold, as a hostile publisher may write them: the input is up to
/// four 64-bit numbers (little-endian), written as the `locationCount` of the first four heads of a generated sample.
/// The catalog's summary and a full list then answer, or refuse the file with ``DirectoryError``: never trap. A count
/// of 2^62 stopped every `explore catalog` on an arithmetic overflow before ``StoredCount``.
enum Sample {
    /// A 200-merchant sample with its derived tables, written once when the first input arrives.
    static let path: String = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("explore-fuzz-counts-\(getpid()).db").path
        do {
            _ = try SampleDirectoryGenerator(merchantCount: 200, seed: 7, indexing: DerivedTables()).write(to: path)
        } catch {
            fatalError("cannot make the sample directory: \(error)")
        }
        return path
    }()
}

func check(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 32)))
    let counts = stride(from: 0, to: bytes.count - 7, by: 8).map { start in
        bytes[start..<start + 8].reversed().reduce(Int64(0)) { $0 << 8 | Int64($1) }
    }
    guard !counts.isEmpty else { return 0 }
    let copy = Sample.path + ".input"
    try? FileManager.default.removeItem(atPath: copy)
    do {
        try FileManager.default.copyItem(atPath: Sample.path, toPath: copy)
        let queue = try DatabaseQueue(path: copy)
        try queue.write { db in
            let heads = try Int64.fetchAll(db, sql: "SELECT headId FROM explore_merchant_heads ORDER BY headId LIMIT 4")
            for (head, count) in zip(heads, counts) {
                try db.execute(
                    sql: "UPDATE explore_merchant_heads SET locationCount = ? WHERE headId = ?",
                    arguments: [count, head])
            }
        }
        try queue.close()
    } catch {
        fatalError("cannot write the input's counts: \(error)")
    }
    guard let directory = try? IndexedDirectory.open(path: copy) else { return 0 }
    _ = waitFor { () async throws(DirectoryError) in try await directory.catalogSummary(territory: nil) }
    _ = waitFor { () async throws(DirectoryError) in
        try await directory.search(MerchantQuery(page: PageRequest(limit: PageRequest.maximumLimit)))
    }
    return 0
}

runFuzzer { check($0, $1) }
