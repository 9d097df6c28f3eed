import CatalogExport
import DataLayer
import DirectoryIndex
import Domain
import Foundation

// Usage: CatalogBenchmark html|xml|none OUT_DIR [MERCHANTS]
//        CatalogBenchmark read SNAPSHOT
// Renders a generated catalog (100,000 merchants by default) into OUT_DIR, which must not exist, and prints the
// time spent generating the summary and rendering. Run it under `/usr/bin/time -v` for the peak memory.
// `none` only pulls the merchants from the generator: the cost of the input, to subtract from the others.
// `read` builds the catalog of a snapshot file and pulls every merchant, as `explore catalog` does, writing nothing:
// the cost of reading the directory, to subtract from `explore catalog`'s.

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "read" {
    let clock = ContinuousClock()
    let start = clock.now
    guard let directory = try IndexedDirectory.open(path: arguments[2]) else {
        FileHandle.standardError.write(
            Data("\(arguments[2]) has no derived tables: write it with explore generate\n".utf8))
        exit(2)
    }
    let catalog = try await BuildCatalog(directory: directory)()
    let summaryDone = clock.now
    var pulled = 0
    var locations = 0
    for try await merchant in catalog.merchants {
        pulled += 1
        locations += merchant.locationCount
    }
    let end = clock.now
    print(
        "read merchants=\(pulled) locations=\(locations) summary=\(summaryDone - start) merchants=\(end - summaryDone)")
    exit(0)
}
guard arguments.count >= 3, ["html", "xml", "none"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: CatalogBenchmark html|xml|none OUT_DIR [MERCHANTS]\n".utf8))
    exit(2)
}
let format = arguments[1]
let folder = URL(fileURLWithPath: arguments[2])
let merchantCount = arguments.count > 3 ? Int(arguments[3]) ?? 100_000 : 100_000
guard !FileManager.default.fileExists(atPath: folder.path) else {
    FileHandle.standardError.write(Data("\(folder.path) exists; give a new folder\n".utf8))
    exit(2)
}
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

let clock = ContinuousClock()
let start = clock.now
let catalog = GeneratedDirectory(merchantCount: merchantCount).catalog()
let summaryDone = clock.now
let output = FolderOutput(root: folder)
if format == "html" {
    let options = CatalogSiteOptions(baseURL: URL(string: "https://catalog.example.org/"))
    try await CatalogSiteRenderer(options: options).render(catalog, to: output)
} else if format == "xml" {
    try await CatalogXMLRenderer().render(catalog, to: output)
} else {
    var pulled = 0
    for try await _ in catalog.merchants { pulled += 1 }
    precondition(pulled == merchantCount)
}
let end = clock.now
print(
    "format=\(format) merchants=\(merchantCount) locations=\(catalog.summary.locationCount) "
        + "summary=\(summaryDone - start) render=\(end - summaryDone)")
