import Foundation

/// Streams the search page's JSON index: `{"atms": [...], "merchants": [...], "places": [...]}`.
///
/// The ATMs are known before the first merchant and the places only after the last, so the file is written in that
/// order: the ATMs at once, the merchants a batch at a time as they stream past (the index never sits in memory
/// whole), the places at the end. Each entry writes its own JSON (``JSONText``), keys sorted, so reruns are
/// byte-identical.
final class SearchIndexWriter {
    static let batchSize = 500

    private let sink: any CatalogFileSink
    private var json = JSONText()
    private var pending = 0
    private var isEmpty = true

    /// Starts the file with the ATMs, a batch at a time like the merchants (the buffer keeps its room to the end).
    init(sink: any CatalogFileSink, atms: [SearchEntry]) throws(CatalogError) {
        self.sink = sink
        json.raw("{\"atms\":")
        json.beginArray()
        for (number, atm) in atms.enumerated() {
            atm.write(to: &json)
            if (number + 1) % Self.batchSize == 0 { try sink.append(Data(json.takeBytes())) }
        }
        json.endArray()
        json.raw(",\n\"merchants\":[")
        try flush()
    }

    /// Adds a merchant; a line of the file holds a batch of them.
    func append(_ entry: SearchEntry) throws(CatalogError) {
        if pending == 0 {
            json.raw(isEmpty ? "\n" : ",\n")
            isEmpty = false
        }
        entry.write(to: &json)
        pending += 1
        if pending == Self.batchSize { try flush() }
    }

    /// Ends the merchants, writes the places and closes the file.
    func finish(places: [SearchPlace]) throws(CatalogError) {
        json.raw("\n],\n\"places\":")
        json.beginArray()
        for place in places { place.write(to: &json) }
        json.endArray()
        json.raw("}\n")
        try flush()
        try sink.close()
    }

    private func flush() throws(CatalogError) {
        try sink.append(Data(json.takeBytes()))
        pending = 0
    }
}
