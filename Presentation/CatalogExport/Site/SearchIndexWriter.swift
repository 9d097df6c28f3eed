import Foundation

/// Streams the search page's JSON index: `{"atms": [...], "merchants": [...], "places": [...]}`.
///
/// The ATMs are known before the first merchant and the places only after the last, so the file is written in that
/// order: the ATMs at once, the merchants a batch at a time as they stream past (the index never sits in memory
/// whole), the places at the end. Entries are encoded by `JSONEncoder` with sorted keys, so reruns are
/// byte-identical. Encoding a batch as one array costs far less than one `encode` call per entry; each batch's
/// brackets are dropped so the batches join into one array.
final class SearchIndexWriter {
    static let batchSize = 500

    private let sink: any CatalogFileSink
    private let encoder: JSONEncoder
    private var batch: [SearchEntry] = []
    private var isEmpty = true

    /// Starts the file with the ATMs.
    init(sink: any CatalogFileSink, atms: [SearchEntry]) throws(CatalogError) {
        self.sink = sink
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var start = Data("{\"atms\":".utf8)
        start.append(try encode(atms))
        start.append(Data(",\n\"merchants\":[".utf8))
        try sink.append(start)
    }

    func append(_ entry: SearchEntry) throws(CatalogError) {
        batch.append(entry)
        if batch.count == Self.batchSize { try writeBatch() }
    }

    /// Ends the merchants, writes the places and closes the file.
    func finish(places: [SearchPlace]) throws(CatalogError) {
        try writeBatch()
        var end = Data("\n],\n\"places\":".utf8)
        end.append(try encode(places))
        end.append(Data("}\n".utf8))
        try sink.append(end)
        try sink.close()
    }

    private func writeBatch() throws(CatalogError) {
        guard !batch.isEmpty else { return }
        let array = try encode(batch)
        batch.removeAll(keepingCapacity: true)
        // Compact JSONEncoder output of an array is exactly `[` … `]`.
        var chunk = Data((isEmpty ? "\n" : ",\n").utf8)
        chunk.append(array.dropFirst().dropLast())
        isEmpty = false
        try sink.append(chunk)
    }

    private func encode(_ value: some Encodable) throws(CatalogError) -> Data {
        do {
            return try encoder.encode(value)
        } catch {
            throw .library("JSONEncoder failed on the search index: \(error)")
        }
    }
}
