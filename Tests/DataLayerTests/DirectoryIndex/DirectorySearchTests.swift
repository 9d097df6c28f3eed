import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

@testable import SnapshotFile

@Suite struct DirectorySearchTests {
    let fixture = GeneratedFixture.shared

    /// The Nearby rule by brute force: every visible location of every merchant with shops, by haversine.
    private func bruteForce(around center: Coordinate, within radius: Distance) -> [MerchantID] {
        var nearest: [(MerchantID, Distance, Int64)] = []
        // The merchants this build shows: without the PiggyCards trait, those sold only through it are gone.
        for merchant in InMemoryDirectory.shown(fixture.merchants) where merchant.type.hasShops {
            var best: Distance?
            for location in merchant.locations {
                guard let coordinate = location.coordinate else { continue }
                let distance = center.distance(to: coordinate)
                if best.map({ distance < $0 }) ?? true { best = distance }
            }
            if let best, best <= radius { nearest.append((merchant.id, best, 0)) }
        }
        return nearest.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    @Test func nearbyEqualsABruteForceHaversineScanAtAThousandRandomPlaces() async throws {
        var random = TestRandom(seed: 2024)
        let centres = fixture.merchants.flatMap(\.locations).compactMap(\.coordinate)
        for _ in 0..<1000 {
            let centre: Coordinate
            if random.unit() < 0.7 {
                // Near real shops, where the answers are interesting.
                let base = random.pick(centres)
                centre = Coordinate(
                    latitude: max(-90, min(90, base.latitude + (random.unit() - 0.5) * 0.4)),
                    longitude: max(-180, min(180, base.longitude + (random.unit() - 0.5) * 0.4)))!
            } else {
                centre = Coordinate(latitude: random.unit() * 180 - 90, longitude: random.unit() * 360 - 180)!
            }
            // Up to the largest radius a search accepts (`NearbyRule.centre`).
            let kilometers = random.pick([0.5, 1, 5, 20, 50, 200, 500]) * (0.5 + random.unit())
            let radius = Distance.kilometers(min(500, kilometers))
            let query = MerchantQuery(
                tab: .nearby, sort: .distance, position: centre, radius: radius,
                page: PageRequest(limit: PageRequest.maximumLimit))
            let page = try await fixture.directory.search(query)
            let expected = bruteForce(around: centre, within: radius)
            #expect(page.items.map(\.id) == expected, "\(centre) \(radius)")
            #expect(page.total == expected.count)
            for item in page.items {
                #expect(item.distance.map { $0 <= radius } == true)
            }
        }
    }

    @Test func nearbyAcrossTheAntimeridianFindsShopsOnBothSides() async throws {
        let centre = Coordinate(latitude: -16.85, longitude: 180)!
        let page = try await fixture.directory.search(
            MerchantQuery(tab: .nearby, sort: .distance, position: centre, radius: .kilometers(60)))
        let expected = bruteForce(around: centre, within: .kilometers(60))
        #expect(!expected.isEmpty)
        #expect(page.items.map(\.id) == expected)
    }

    static let hostileTexts = [
        "\"", "\"\"", "'", "*", "**", "-", "- -", "NEAR", "NEAR/3", "a NEAR b", "AND", "OR", "NOT", "a OR b",
        "(", ")", "[", "]", "{}", "()", "^", "col:", "name:x", "\\", "%", "_", "%_%", "'; DROP TABLE merchant; --",
        "🍕", "👩‍👩‍👧", "مقهى", "\u{202E}evil", "\u{1B}]0;pwned\u{07}", "\0", "caf\u{301}", "İstanbul",
        String(repeating: "a", count: 10_000), String(repeating: "ab ", count: 3_400),
        String(repeating: "\"*(", count: 3_000),
    ]

    @Test(arguments: hostileTexts)
    func hostileSearchTextIsALiteralSearchThatNeverThrows(_ text: String) async throws {
        for tab in DirectoryTab.allCases {
            let query = MerchantQuery(text: text, tab: tab, position: Fixtures.caracas)
            let page = try await fixture.directory.search(query)
            // The oracle is quadratic in words; long texts only have to come back without an error.
            guard text.count <= SearchMerchants.maximumTextLength else { continue }
            let expected = try await fixture.oracle.search(query)
            #expect(page.total == expected.total, "\(tab)")
        }
    }

    @Test func hostileNamesInTheDataAreFoundLiterally() async throws {
        for (text, count) in [
            ("zyxshop script", 1), ("pwned bar", 1), ("31mzyx", 1), ("zyxlong lorem", 1),
            ("brien zyxquote near and", 1),
        ] {
            let page = try await fixture.directory.search(MerchantQuery(text: text))
            #expect(page.total == count, "\(text)")
        }
    }
}
