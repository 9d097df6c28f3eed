import Domain
import Foundation

/// Writes the search page's index as small files, so that a search downloads only what it needs (ADR 0024):
///
/// - `search/w/<n>.json`: the *word shards*. Every entry (ATM, merchant, place) is filed under each of its name's
///   words, in the shard of the word's prefix (``SearchShardPlan``), split until a shard's records fit the budget
///   (or its prefix has six scalars). Its first file holds at most a quarter of the budget, each further part
///   (`-2`, `-3`…) at most the budget (``SearchShardFile``).
/// - `search/c/<row>_<column>.json`: the *map cells*, a twentieth of a degree square, with the merchants and ATMs placed
///   in each and only their points in it, for "near me" within a radius.
/// - `search/manifest.json`: the split prefixes, every shard's key, parts and records, and the totals; and
///   `search/cells.json`: every cell's key, parts and records, apart, because only "near me" needs it.
///
/// Records are numbered in the order the whole index would list them (ATMs, then merchants as they stream past,
/// then places), and every file keeps that order, so the script's results are the whole index's. Records go to
/// scratch space as they come (``SearchSpill``); the shards are chosen and written at the end. Each record writes
/// its own JSON (``JSONText``), keys sorted, so reruns are byte-identical.
final class SearchIndexWriter {
    static let manifestPath = "search/manifest.json"
    static let cellsPath = "search/cells.json"
    /// The side of a map cell, in thousandths of a degree: about 5.5 km north to south, so that "near me" within a
    /// few kilometres loads a few cells, and a city's thousands of shops spread over dozens.
    static let cellSize = 50

    private let output: any CatalogOutput
    private let budget: Int
    private var words: SearchSpill
    private var cells: SearchSpill
    private var tally = SearchWordTally()
    private var cellBytes: [Cell: Int] = [:]
    private var number = 0
    private var atmCount = 0
    private var merchantCount = 0

    /// Starts the index with the ATMs; shards hold at most `budget` bytes.
    init(output: any CatalogOutput, scratch: any CatalogScratch, atms: [SearchEntry], budget: Int)
        throws(CatalogError)
    {
        self.output = output
        self.budget = budget
        words = SearchSpill(scratch: scratch)
        cells = SearchSpill(scratch: scratch)
        for atm in atms { try add(atm, kind: "a") }
        atmCount = atms.count
    }

    /// Adds a merchant.
    func append(_ entry: SearchEntry) throws(CatalogError) {
        try add(entry, kind: "m")
        merchantCount += 1
    }

    /// Adds the places, then writes every shard, every cell and the manifest.
    func finish(places: [SearchPlace]) throws(CatalogError) {
        for place in places {
            try file(place.record(number: number), words: place.name + " " + (place.within ?? ""))
            number += 1
        }
        let plan = SearchShardPlan(tally, budget: budget)
        let shards = plan.shards(tally)
        var ids: [String: Int] = [:]
        for (id, shard) in shards.enumerated() { ids[shard.key] = id }
        let shardFiles = try words.write(
            shards, partBytes: budget, bucket: Self.wordBucket, shardOf: plan.shard(of:),
            files: { [budget] key in SearchShardFile(key: key, stem: "search/w/\(ids[key] ?? -1)", budget: budget) },
            to: output)
        let cellList = cellBytes.sorted { $0.key < $1.key }.map { (key: $0.key.name, bytes: $0.value) }
        let cellFiles = try cells.write(
            cellList, partBytes: budget, bucket: { Cell(name: $0)?.bucket ?? "" }, shardOf: { $0 },
            files: { [budget] key in SearchShardFile(key: key, stem: "search/c/\(key)", budget: budget) },
            to: output)
        try output.write(
            manifest(split: plan.split.sorted(), shards: shardFiles, places: places.count), to: Self.manifestPath)
        try output.write(Self.cellList(cellFiles), to: Self.cellsPath)
    }

    private func add(_ entry: SearchEntry, kind: String) throws(CatalogError) {
        try file(entry.record(kind: kind, number: number, at: entry.at), words: entry.name)
        var points: [Cell: [Int]] = [:]
        var order: [Cell] = []
        for index in stride(from: 0, to: entry.at?.count ?? 0, by: 2) {
            guard let at = entry.at else { break }
            let cell = Cell(latitude: at[index], longitude: at[index + 1])
            if points[cell] == nil { order.append(cell) }
            points[cell, default: []] += [at[index], at[index + 1]]
        }
        for cell in order {
            let record = entry.record(kind: kind, number: number, at: points[cell])
            try cells.add(record, key: cell.name, tag: number, bucket: cell.bucket)
            cellBytes[cell, default: 0] += record.count + 2
        }
        number += 1
    }

    /// Files a record under each distinct word `text` is found by (``Domain/SearchWords/nameWords(in:)``).
    private func file(_ record: [UInt8], words text: String) throws(CatalogError) {
        var seen = Set<String>()
        for word in SearchWords.nameWords(in: text) where seen.insert(word).inserted {
            try words.add(record, key: word, tag: number, bucket: Self.wordBucket(word))
            tally.add(word, bytes: record.count + 2)
        }
    }

    /// Words (and shards) sharing a first scalar share a bucket; beyond ASCII, a block of 256 scalars does, so a
    /// directory in many scripts does not keep thousands of buckets' tails in memory.
    private static func wordBucket(_ key: String) -> String {
        guard let first = key.unicodeScalars.first else { return "" }
        return first.isASCII ? String(first) : "u\(first.value >> 8)"
    }

    private func manifest(split: [String], shards: [SearchShardFile], places: Int) -> Data {
        var json = JSONText()
        json.beginObject()
        json.name("counts")
        json.beginObject()
        json.member("atms", atmCount)
        json.member("merchants", merchantCount)
        json.member("places", places)
        json.endObject()
        json.member("longest", SearchShardPlan.longestPrefix)
        json.name("shards")
        Self.list(shards, to: &json)
        json.name("split")
        json.beginArray()
        for prefix in split { json.element(prefix) }
        json.endArray()
        json.endObject()
        json.raw("\n")
        return Data(json.bytes)
    }

    /// `{"cell": <side in thousandths of a degree>, "cells": [...]}`.
    private static func cellList(_ cells: [SearchShardFile]) -> Data {
        var json = JSONText()
        json.beginObject()
        json.member("cell", cellSize)
        json.name("cells")
        list(cells, to: &json)
        json.endObject()
        json.raw("\n")
        return Data(json.bytes)
    }

    /// Each file as `[key, parts, records]`, one a line.
    private static func list(_ files: [SearchShardFile], to json: inout JSONText) {
        json.beginArray()
        for file in files {
            json.raw(file.key == files.first?.key ? "\n" : ",\n")
            json.beginArray()
            json.element(file.key)
            json.element(file.parts)
            json.element(file.records)
            json.endArray()
        }
        json.endArray()
    }

    /// A map cell: latitude and longitude divided by ``SearchIndexWriter/cellSize``, rounded down.
    struct Cell: Hashable, Comparable {
        let row: Int
        let column: Int

        init(latitude: Int, longitude: Int) {
            row = Int((Double(latitude) / Double(cellSize)).rounded(.down))
            column = Int((Double(longitude) / Double(cellSize)).rounded(.down))
        }

        init?(name: String) {
            let parts = name.split(separator: "_")
            guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]) else { return nil }
            self.row = row
            self.column = column
        }

        var name: String { "\(row)_\(column)" }
        /// Cells in a band of ten degrees of latitude share a bucket of the spill.
        var bucket: String { String(Int((Double(row * cellSize) / 10_000).rounded(.down))) }

        static func < (left: Cell, right: Cell) -> Bool {
            (left.row, left.column) < (right.row, right.column)
        }
    }
}
