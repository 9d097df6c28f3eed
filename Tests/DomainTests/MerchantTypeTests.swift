import Domain
import Testing

@Suite("MerchantType")
struct MerchantTypeTests {
    @Test(
        "online and both sell on the web; physical and both have shops",
        arguments: [(MerchantType.online, true, false), (.physical, false, true), (.both, true, true)])
    func tabs(_ type: MerchantType, _ sellsOnline: Bool, _ hasShops: Bool) {
        #expect(type.sellsOnline == sellsOnline)
        #expect(type.hasShops == hasShops)
    }

    @Test("raw values are the directory's spelling")
    func spelling() {
        #expect(MerchantType.allCases.map(\.rawValue) == ["online", "physical", "both"])
    }
}
