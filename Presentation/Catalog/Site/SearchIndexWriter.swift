import Foundation

/// Streams the search page's JSON index: an array of ``MerchantEntry`` objects, one per line.
///
/// Each entry is encoded by `JSONEncoder` (sorted keys, so reruns are byte-identical) and appended to the file as
/// soon as it is known, so the index never sits in memory whole.
final class SearchIndexWriter {
    private let sink: any CatalogFileSink
    private let encoder: JSONEncoder
    private var isEmpty = true
    /// Entries not yet appended to the file, written a chunk at a time.
    private var pending = Data()

    init(sink: any CatalogFileSink) throws(CatalogError) {
        self.sink = sink
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try sink.append(Data("[".utf8))
    }

    func append(_ entry: MerchantEntry) throws(CatalogError) {
        let json: Data
        do {
            json = try encoder.encode(entry)
        } catch {
            throw .library("JSONEncoder failed on a search entry: \(error)")
        }
        pending.append(contentsOf: (isEmpty ? "\n" : ",\n").utf8)
        pending.append(json)
        isEmpty = false
        if pending.count >= XMLStreamWriter.chunkSize {
            try sink.append(pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    func finish() throws(CatalogError) {
        pending.append(contentsOf: "\n]\n".utf8)
        try sink.append(pending)
        try sink.close()
    }
}
