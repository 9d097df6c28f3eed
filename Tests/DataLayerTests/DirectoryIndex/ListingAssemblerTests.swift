import Domain
import Foundation
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The location a row shows: the one that answers the query.
@Suite struct ListingAssemblerTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: [false, true])
    func withATerritoryFilterARowShowsTheLocationInThatTerritory(heads: Bool) async throws {
        let path = folder.path("hand.db")
        try HandMadeDirectory.write(path, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, heads: heads)
        let directory = try SnapshotDirectory.reading(path)
        let cafe = MerchantID("a")

        let any = try await directory.search(MerchantQuery(text: "café"))
        #expect(any.items.first { $0.id == cafe }?.territory == "Distrito Capital")

        for position in [nil, Coordinate(latitude: 10.48, longitude: -66.90)] {
            let filtered = try await directory.search(
                MerchantQuery(text: "café", filters: MerchantFilters(territory: "Carabobo"), position: position))
            let row = try #require(filtered.items.first { $0.id == cafe })
            #expect(row.territory == "Carabobo", "\(String(describing: position))")
            #expect(row.location?.id == 2)
            #expect(row.locationCount == 2, "the count is still the whole directory's")
            #expect(position == nil ? row.distance == nil : row.distance! > .kilometers(100))
        }
    }
}
