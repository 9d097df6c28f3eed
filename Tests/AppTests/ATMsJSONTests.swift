import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct ATMsJSONTests {
    @Test func aPageNearCaracasEncodesToTheDocumentedShape() async throws {
        let query = ATMQuery(position: Fixtures.caracas, radius: .kilometers(200), page: PageRequest(limit: 1))
        let page = try await SearchATMs(directory: InMemoryATMDirectory(atms: Fixtures.atms))(query)

        let json = try JSONOutput.string(ATMsJSON(page))

        #expect(
            json == """
                {"items":[{"address":"Av. Casanova 5, Caracas, Distrito Capital","canBuy":true,"canSell":false,\
                "distanceMeters":0,"id":11,\
                "latitude":10.4806,"longitude":-66.9036,"manufacturer":"General Bytes","name":"Plaza Venezuela ATM",\
                "territory":"Distrito Capital","type":"buy"}],"nextOffset":1,"offset":0,"total":2}

                """)
    }

    @Test func unknownValuesAreNullNotMissing() throws {
        let json = try JSONOutput.string(
            ATMsJSON(Page(items: [ATMListing(atm: ATM(id: 5, name: "Bare"))], total: 1, request: .first)))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let item = try #require((object?["items"] as? [[String: Any]])?.first)
        #expect(
            Set(item.keys) == [
                "id", "name", "manufacturer", "type", "canBuy", "canSell", "territory", "address", "latitude",
                "longitude",
                "distanceMeters",
            ])
        for key in ["manufacturer", "type", "territory", "latitude", "longitude", "distanceMeters"] {
            #expect(item[key] is NSNull, "\(key)")
        }
        #expect(item["address"] as? String == "")
    }

    @Test func canBuyAndCanSellSayWhichTypeFiltersListTheATM() throws {
        let atms = [ATMType.buy, .sell, .buyAndSell, nil].enumerated().map { ATM(id: Int64($0), name: "x", type: $1) }
        let json = ATMsJSON(Page(items: atms.map { ATMListing(atm: $0) }, total: 4, request: .first))
        #expect(json.items.map(\.canBuy) == [true, false, true, true])
        #expect(json.items.map(\.canSell) == [false, true, true, false])
    }
}
