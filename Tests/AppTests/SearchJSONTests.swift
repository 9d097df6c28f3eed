import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct SearchJSONTests {
    @Test func aPageNearCaracasEncodesToTheDocumentedShape() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let query = MerchantQuery(sort: .distance, position: Fixtures.caracas, page: PageRequest(limit: 2))
        let page = try await SearchMerchants(directory: directory)(query)

        let json = try JSONOutput.string(SearchJSON(page))

        let cafe = """
            {"discountBasisPoints":null,"distanceMeters":0,"locationCount":2,"merchantId":"m-cafe",\
            "name":"Café Ávila","paymentMethod":"dash","territory":"Distrito Capital","type":"physical"}
            """
        // The grocer (sold only through PiggyCards) comes second; without that trait the online bookshop, with
        // no distance, takes its place.
        #if PiggyCards
            let second = """
                {"discountBasisPoints":300,"distanceMeters":3433348,"locationCount":2,"merchantId":"m-grocer",\
                "name":"Green Grocer","paymentMethod":"gift card","territory":"New York","type":"both"}],"nextOffset":2,\
                "offset":0,"total":3}
                """
        #else
            let second = """
                {"discountBasisPoints":600,"distanceMeters":null,"locationCount":1,"merchantId":"m-books",\
                "name":"Books Online","paymentMethod":"gift card","territory":null,"type":"online"}],"nextOffset":null,\
                "offset":0,"total":2}
                """
        #endif
        #expect(json == "{\"items\":[" + cafe + "," + second + "\n")
    }

    @Test func aPageSaysWhereItStartsAndWhereTheNextOneDoes() throws {
        let listings = (0..<3).map {
            MerchantListing(id: MerchantID("\($0)"), name: "S", type: .online, paymentMethod: .dash)
        }
        let middle = SearchJSON(Page(items: listings, total: 10, request: PageRequest(offset: 4, limit: 3)))
        let last = SearchJSON(Page(items: listings, total: 10, request: PageRequest(offset: 7, limit: 3)))

        #expect(middle.position.offset == 4 && middle.position.nextOffset == 7)
        #expect(last.position.offset == 7 && last.position.nextOffset == nil)
        #expect(try JSONOutput.string(last).hasSuffix("],\"nextOffset\":null,\"offset\":7,\"total\":10}\n"))
    }

    @Test func unknownValuesAreNullNotMissing() throws {
        let listing = MerchantListing(id: MerchantID("1"), name: "Shop", type: .online, paymentMethod: .dash)
        let json = try JSONOutput.string(SearchJSON(Page(items: [listing], total: 1, request: .first)))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let item = try #require((object?["items"] as? [[String: Any]])?.first)
        #expect(
            Set(item.keys) == [
                "merchantId", "name", "type", "paymentMethod", "territory", "distanceMeters", "locationCount",
                "discountBasisPoints",
            ])
        #expect(item["territory"] is NSNull)
        #expect(item["distanceMeters"] is NSNull)
        #expect(item["discountBasisPoints"] is NSNull)
    }

    @Test func aFeeIsANegativeDiscountAndDistancesAreWholeMetres() throws {
        let listing = MerchantListing(
            id: MerchantID("1"), name: "Shop", type: .physical, paymentMethod: .giftCard,
            distance: Distance(meters: 1234.5), bestDiscount: Discount(basisPoints: -150))
        let item = try #require(SearchJSON(Page(items: [listing], total: 7, request: .first)).items.first)
        #expect(item.distanceMeters == 1235)
        #expect(item.discountBasisPoints == -150)
    }

    @Test func hostileNamesAreEscapedAndTheOutputIsOneLine() throws {
        let name = "Bad \"name\"\n\u{1B}[31m</script> a/b"
        let listing = MerchantListing(id: MerchantID("x/y"), name: name, type: .online, paymentMethod: .dash)
        let json = try JSONOutput.string(SearchJSON(Page(items: [listing], total: 1, request: .first)))
        #expect(json.filter { $0 == "\n" }.count == 1)
        #expect(!json.contains("\u{1B}"))
        #expect(json.contains(#""merchantId":"x/y""#))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let item = (object?["items"] as? [[String: Any]])?.first
        #expect(item?["name"] as? String == name)
    }
}
