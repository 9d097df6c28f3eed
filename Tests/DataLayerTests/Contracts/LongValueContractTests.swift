import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import SnapshotFile

/// What every SQLite `MerchantDirectory` hands over of a value longer than ``StoredText/longest`` characters: its
/// first characters and "…", in a detail, a search and a catalog alike, so that one value of many megabytes costs
/// what a thousand characters cost.
@Suite("MerchantDirectory contract: a very long value")
struct LongValueContractTests {
    static let longName = "Long " + String(repeating: "n", count: 20_000)
    static let longStreet = String(repeating: "s", count: 10_000)
    static let cut = StoredText.longest

    static let snapshot: ContractSnapshot = {
        let rows = [
            HandMadeDirectory.Row(
                id: 1, merchantID: "long", name: longName, savings: nil, latitude: 10.5, longitude: -66.9,
                territory: "Distrito Capital"),
            HandMadeDirectory.Row(
                id: 2, merchantID: "short", name: "Short", savings: nil, latitude: 10.4, longitude: -66.9,
                territory: "Distrito Capital"),
        ]
        do {
            return try ContractSnapshot(merchants: []) { path in
                try HandMadeDirectory.write(path, rows: rows, heads: true)
                let queue = try DatabaseQueue(path: path)
                try queue.write { db in
                    try db.execute(sql: "UPDATE merchant SET address1 = ? WHERE id = 1", arguments: [longStreet])
                }
                try queue.close()
            }
        } catch {
            fatalError("the file with a long value could not be written: \(error)")
        }
    }()

    /// The SQLite implementations: the fake holds what it is given.
    static let files = DirectoryImplementation.all.filter {
        $0.testDescription != DirectoryImplementation.fake.testDescription
    }

    @Test(arguments: files)
    func aDetailHoldsTheFirstCharactersOfALongValue(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(Self.snapshot)
        let merchant = try await directory.merchant(id: MerchantID("long"))
        #expect(merchant.name == String(Self.longName.prefix(Self.cut)) + "…")
        #expect(merchant.locations.first?.addressLines == [String(Self.longStreet.prefix(Self.cut)) + "…"])
    }

    @Test(arguments: files)
    func searchesAndTheCatalogHoldTheSameCut(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(Self.snapshot)
        let expected = String(Self.longName.prefix(Self.cut)) + "…"
        for query in [MerchantQuery(), MerchantQuery(text: "long")] {
            let names = try await directory.search(query).items.map(\.name)
            #expect(names.contains(expected), "\(query)")
            #expect(names.allSatisfy { $0.count <= Self.cut + 1 })
        }
        let catalog = try await directory.catalogStream(territory: nil, batchSize: 10).collected()
        #expect(catalog.map(\.name) == [expected, "Short"])
    }
}
