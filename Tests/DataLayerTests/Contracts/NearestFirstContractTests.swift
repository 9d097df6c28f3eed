import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

@testable import SnapshotFile

/// A list nearest first (All and Online with a position) is the Domain's, whether its page lies among the merchants
/// within a radius of the position (which the accelerated directory reads from Nearby's box alone) or beyond them,
/// where the answer needs every merchant measured: online merchants without distances last, ties by name.
@Suite("MerchantDirectory contract: nearest first")
struct NearestFirstContractTests {
    let snapshot = ContractSnapshot.generated

    /// Around shops of the file (a dense centre, where a first page lies within any radius) and around fixtures
    /// (a sparse one, across the antimeridian, and in the sea, where it does not).
    private var positions: [Coordinate] {
        let shops = snapshot.merchants.flatMap(\.locations).compactMap(\.coordinate)
        return [
            shops[shops.count / 2], Fixtures.caracas, Coordinate(latitude: -16.85, longitude: 179.97)!,
            Coordinate(latitude: -40, longitude: -30)!,
        ]
    }

    private static let filterSets: [MerchantFilters] = [
        .none, MerchantFilters(paymentOptions: [.ctx]), MerchantFilters(territory: "Distrito Capital"),
        MerchantFilters(types: [.online, .both]),
    ]

    private static let pages = [
        PageRequest(limit: 5), PageRequest(offset: 3, limit: 5), PageRequest(limit: 50),
        PageRequest(offset: 60, limit: 20),
    ]

    @Test(arguments: DirectoryImplementation.all)
    func everyPageNearestFirstAnswersAsTheDomainsRules(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(snapshot)
        let oracle = InMemoryDirectory(merchants: snapshot.merchants)
        for position in positions {
            for tab in [DirectoryTab.all, .online] {
                for filters in Self.filterSets {
                    for (index, page) in Self.pages.enumerated() {
                        let query = MerchantQuery(
                            text: index == 2 ? "a" : "", tab: tab, filters: filters, sort: .distance,
                            position: position, radius: .kilometers(index == 1 ? 1 : 500), page: page)
                        let expected = try await oracle.search(query)
                        let actual = try await directory.search(query)
                        #expect(actual.total == expected.total, "\(query)")
                        #expect(actual.items.map(\.id) == expected.items.map(\.id), "\(query)")
                        #expect(actual == expected, "\(query)")
                    }
                }
            }
        }
    }
}
