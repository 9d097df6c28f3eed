import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DirectoryIndex
@testable import SnapshotFile

/// What every `MerchantDirectory` does with a `merchantId` holding a NUL character, which a file from elsewhere may
/// have: GRDB reads text as a C string, so Swift sees the id up to the NUL ("ab"), while the file compares it whole.
/// The merchant stays in every answer, catalog included, with the text Swift reads as its id.
@Suite("MerchantDirectory contract: a NUL in a merchant id")
struct NULInMerchantIDContractTests {
    /// A file of two shops: "ab", and "ab\0cd" (written by SQL, since GRDB would cut a bound string at the NUL).
    static let snapshot: ContractSnapshot = {
        let rows = [
            HandMadeDirectory.Row(
                id: 1, merchantID: "zz", name: "Zero Byte Shop", savings: nil, latitude: 10.5, longitude: -66.9,
                territory: "Distrito Capital"),
            HandMadeDirectory.Row(
                id: 2, merchantID: "zz", name: "Zero Byte Shop", savings: nil, latitude: 10.6, longitude: -66.8,
                territory: "Distrito Capital"),
            HandMadeDirectory.Row(
                id: 3, merchantID: "plain", name: "Plain Shop", savings: nil, latitude: 10.4, longitude: -66.9,
                territory: "Distrito Capital"),
        ]
        let merchants = [("ab", "Zero Byte Shop", [rows[0], rows[1]]), ("plain", "Plain Shop", [rows[2]])].map {
            id, name, own in
            Merchant(
                id: MerchantID(id), name: name, type: .physical, paymentMethod: .dash,
                locations: own.map { row in
                    Location(
                        id: row.id, addressLines: ["Street \(row.id)"], territory: row.territory,
                        coordinate: Coordinate(latitude: row.latitude, longitude: row.longitude))
                })
        }
        do {
            return try ContractSnapshot(merchants: merchants) { path in
                try HandMadeDirectory.write(path, rows: rows)
                let queue = try DatabaseQueue(path: path)
                try queue.write { db in
                    try db.execute(
                        sql: "UPDATE merchant SET merchantId = 'ab' || char(0) || 'cd' WHERE merchantId = 'zz'")
                    try db.execute(sql: "CREATE TABLE explore_metadata (key TEXT PRIMARY KEY, value TEXT)")
                    try DerivedTables.create(db)
                }
                try queue.close()
            }
        } catch {
            fatalError("the file with a NUL in an id could not be written: \(error)")
        }
    }()

    var oracle: InMemoryDirectory { InMemoryDirectory(merchants: Self.snapshot.merchants) }

    @Test(arguments: DirectoryImplementation.all)
    func theCatalogKeepsTheMerchantWithItsIdAsText(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(Self.snapshot)
        for batchSize in [1, 10] {
            let merchants = try await directory.catalogStream(territory: nil, batchSize: batchSize).collected()
            #expect(merchants == (try await oracle.catalogMerchants(territory: nil)))
            #expect(merchants.map(\.id) == [MerchantID("plain"), MerchantID("ab")])
        }
        let summary = try await directory.catalogSummary(territory: nil)
        #expect(summary.merchantCount == 2)
        #expect(summary.locationCount == 3)
    }

    @Test(arguments: DirectoryImplementation.all)
    func aSearchFindsTheMerchantByName(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(Self.snapshot)
        let query = MerchantQuery(text: "zero")
        let page = try await directory.search(query)
        #expect(page == (try await oracle.search(query)))
        #expect(page.items.map(\.id) == [MerchantID("ab")])
    }
}
