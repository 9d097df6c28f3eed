import Domain
import Foundation
import TestSupport
import Testing

/// What every `MerchantDirectory` hands over of a merchant with more locations than ``KeptLocations/limit``: the
/// locations the rule keeps, the count and territories of all of them, and the right nearest location, checked on
/// each implementation (``DirectoryImplementation/all``) against the fake holding the merchant whole.
@Suite("MerchantDirectory contract: one big merchant")
struct OneBigMerchantContractTests {
    static let rowCount = 3_000
    /// Maracaibo: the big merchant's last row is there, some 600 km west of all its others.
    static let farAway = Coordinate(latitude: 10.65, longitude: -71.64)!

    /// A file of one merchant, `big`, with ``rowCount`` rows near Caracas (the last third in Zulia, the last of all in
    /// Maracaibo), and one small shop in Caracas.
    static let snapshot: ContractSnapshot = {
        var rows = (1...rowCount).map { (index: Int) -> HandMadeDirectory.Row in
            let latitude: Double = 10 + Double(index % 50) / 100
            let longitude: Double = -66 + Double(index / 50) / 100
            let territory: String = index > 2 * rowCount / 3 ? "Zulia" : "Distrito Capital"
            return HandMadeDirectory.Row(
                id: Int64(index), merchantID: "big", name: "Big Chain", savings: nil, latitude: latitude,
                longitude: longitude, territory: territory)
        }
        rows[rowCount - 1].latitude = farAway.latitude
        rows[rowCount - 1].longitude = farAway.longitude
        rows.append(
            HandMadeDirectory.Row(
                id: Int64(rowCount + 1), merchantID: "small", name: "Small Shop", savings: nil,
                latitude: Fixtures.caracas.latitude, longitude: Fixtures.caracas.longitude,
                territory: "Distrito Capital"))
        let merchants = ["big", "small"].map { id in
            let own = rows.filter { $0.merchantID == id }
            return Merchant(
                id: MerchantID(id), name: own[0].name, type: .physical, paymentMethod: .dash,
                locations: own.map { row in
                    Location(
                        id: row.id, addressLines: ["Street \(row.id)"], territory: row.territory,
                        coordinate: Coordinate(latitude: row.latitude, longitude: row.longitude))
                })
        }
        do {
            return try ContractSnapshot(merchants: merchants) { path in
                try HandMadeDirectory.write(path, rows: rows, heads: true)
            }
        } catch {
            fatalError("the big merchant's file could not be written: \(error)")
        }
    }()

    var oracle: InMemoryDirectory { InMemoryDirectory(merchants: Self.snapshot.merchants) }

    @Test(arguments: DirectoryImplementation.all)
    func aMerchantCarriesItsFirstLocationsAndTheCountAndTerritoriesOfAll(
        _ implementation: DirectoryImplementation
    ) async throws {
        let directory = try implementation.open(Self.snapshot)
        let big = try await directory.merchant(id: MerchantID("big"))
        #expect(big.locations.map(\.id) == Array(1...Int64(KeptLocations.limit)))
        #expect(big.locationCount == Self.rowCount)
        #expect(big.territories == ["Distrito Capital", "Zulia"])
        #expect(big == (try await oracle.merchant(id: MerchantID("big"))))
    }

    @Test(arguments: DirectoryImplementation.all)
    func theDetailNearAPositionListsTheNearestLocationsWhereverTheyAreInTheFile(
        _ implementation: DirectoryImplementation
    ) async throws {
        let directory = try implementation.open(Self.snapshot)
        let detail = try await GetMerchantDetail(directory: directory)(MerchantID("big"), near: Self.farAway)
        #expect(detail.places.count == KeptLocations.limit)
        #expect(detail.places.first?.location.id == Int64(Self.rowCount))
        #expect(detail.places.first?.distance == Distance(meters: 0))
        #expect(detail.merchant.locationCount == Self.rowCount)
        #expect(detail == (try await GetMerchantDetail(directory: oracle)(MerchantID("big"), near: Self.farAway)))
    }

    @Test(arguments: DirectoryImplementation.all)
    func searchesFindTheMerchantByItsNearestLocationAndCountAllOfThem(
        _ implementation: DirectoryImplementation
    ) async throws {
        let directory = try implementation.open(Self.snapshot)
        var nearby = MerchantQuery(tab: .nearby, position: Self.farAway, radius: .kilometers(5))
        nearby.sort = .distance
        var zulia = MerchantQuery(text: "big")
        zulia.filters.territory = "Zulia"
        var byDistance = MerchantQuery(position: Self.farAway)
        byDistance.sort = .distance
        for query in [nearby, zulia, byDistance, MerchantQuery()] {
            let page = try await directory.search(query)
            #expect(page == (try await oracle.search(query)), "\(query)")
            let big = try #require(page.items.first { $0.id == MerchantID("big") }, "\(query)")
            #expect(big.locationCount == Self.rowCount)
        }
        let found = try await directory.search(nearby).items
        #expect(found.map(\.id) == [MerchantID("big")])
        #expect(found.first?.location?.id == Int64(Self.rowCount))
        #expect(try await directory.search(zulia).items.first?.territory == "Zulia")
    }

    @Test(arguments: DirectoryImplementation.all)
    func theCatalogCountsEveryLocationAndListsTheKeptOnes(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(Self.snapshot)
        for territory in [nil, "Zulia"] {
            let merchants = try await directory.catalogStream(territory: territory, batchSize: 1).collected()
            #expect(merchants == (try await oracle.catalogMerchants(territory: territory)))
            let big = try #require(merchants.first { $0.id == MerchantID("big") })
            #expect(big.locations.count == KeptLocations.limit)
            #expect(big.locationCount == Self.rowCount)
        }
        let zulia = try await directory.catalogStream(territory: "Zulia", batchSize: 1).collected()
        #expect(zulia.first?.locations.allSatisfy { $0.territory == "Zulia" } == true)
        var expected = try await oracle.catalogSummary(territory: nil)
        let summary = try await directory.catalogSummary(territory: nil)
        expected.snapshot = summary.snapshot
        #expect(summary == expected)
        #expect(summary.locationCount == Self.rowCount + 1)
        #expect(
            try await directory.territories() == [
                Territory(name: "Distrito Capital", merchantCount: 2), Territory(name: "Zulia", merchantCount: 1),
            ])
    }
}
