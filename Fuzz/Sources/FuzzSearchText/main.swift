import DataLayer
import DirectoryIndex
import Domain
import Foundation
import Fuzzing

/// Search text as a user may type it, or paste it: any text, in every tab and sort, through the real SQLite directory
/// (a generated sample, hostile names included). The rule normalises to a fixed point within its length cap, and the
/// directory answers with a page no longer than asked, or one of its typed errors: never a crash or an SQL error.
enum Directory {
    /// A 300-merchant sample written once, in a temporary folder, when the first input arrives.
    static let shared: IndexedDirectory = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("explore-fuzz-search-\(getpid()).db").path
        do {
            _ = try SampleDirectoryGenerator(merchantCount: 300, seed: 7, indexing: DerivedTables()).write(to: path)
            guard let directory = try IndexedDirectory.open(path: path) else {
                fatalError("the sample directory has no derived tables")
            }
            return directory
        } catch {
            fatalError("cannot make the sample directory: \(error)")
        }
    }()
}

func check(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The first byte picks the tab and sort, so that every combination is explored; the rest is the text.
    let choice = bytes.first ?? 0
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let query = MerchantQuery(
        text: text, tab: DirectoryTab.allCases[Int(choice) % DirectoryTab.allCases.count],
        sort: MerchantSort.allCases[Int(choice / 4) % MerchantSort.allCases.count],
        position: choice & 0x80 == 0 ? nil : Coordinate(latitude: 10.48, longitude: -66.9))
    let normalized: MerchantQuery
    do {
        normalized = try SearchMerchants.normalized(query)
    } catch {
        return 0  // Nearby without a position: refused by the rule, as it should be.
    }
    require(normalized.text.count <= SearchMerchants.maximumTextLength, "text longer than the cap")
    require((try? SearchMerchants.normalized(normalized)) == normalized, "normalising twice changed the query")
    let outcome = waitFor { () async throws(DirectoryError) in try await Directory.shared.search(normalized) }
    switch outcome {
    case .success(let page):
        require(page.items.count <= normalized.page.limit && page.total >= page.items.count, "page sizes")
    case .failure(let error):
        if case .invalidQuery = error { return 0 }
        fatalError("the search of \(text.debugDescription) failed: \(error)")
    }
    return 0
}

runFuzzer { check($0, $1) }
