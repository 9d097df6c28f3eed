import Foundation

/// Streams the search page's JSON index: an array of ``MerchantEntry`` objects, a line per batch of entries.
///
/// Entries are encoded by `JSONEncoder` (sorted keys, so reruns are byte-identical) a batch at a time and appended
/// to the file, so the index never sits in memory whole. Encoding a batch as one array costs far less than one
/// `encode` call per entry; each batch's brackets are dropped so the batches join into one array.
final class SearchIndexWriter {
    static let batchSize = 500

    private let sink: any CatalogFileSink
    private let encoder: JSONEncoder
    private var batch: [MerchantEntry] = []
    private var isEmpty = true

    init(sink: any CatalogFileSink) throws(CatalogError) {
        self.sink = sink
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try sink.append(Data("[".utf8))
    }

    func append(_ entry: MerchantEntry) throws(CatalogError) {
        batch.append(entry)
        if batch.count == Self.batchSize { try writeBatch() }
    }

    func finish() throws(CatalogError) {
        try writeBatch()
        try sink.append(Data("\n]\n".utf8))
        try sink.close()
    }

    private func writeBatch() throws(CatalogError) {
        guard !batch.isEmpty else { return }
        let array: Data
        do {
            array = try encoder.encode(batch)
        } catch {
            throw .library("JSONEncoder failed on the search index: \(error)")
        }
        batch.removeAll(keepingCapacity: true)
        // Compact JSONEncoder output of an array is exactly `[` … `]`.
        var chunk = Data((isEmpty ? "\n" : ",\n").utf8)
        chunk.append(array.dropFirst().dropLast())
        isEmpty = false
        try sink.append(chunk)
    }
}
