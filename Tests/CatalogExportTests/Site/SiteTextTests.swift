import Domain
import Foundation
import Testing

@testable import CatalogExport

@Suite("SiteText")
struct SiteTextTests {
    @Test("counts are grouped by thousands with commas, whatever the locale")
    func counts() {
        #expect(SiteText.count(0) == "0")
        #expect(SiteText.count(999) == "999")
        #expect(SiteText.count(1000) == "1,000")
        #expect(SiteText.count(1_234_567) == "1,234,567")
        #expect(SiteText.count(1, "merchant", "merchants") == "1 merchant")
        #expect(SiteText.count(100_000, "merchant", "merchants") == "100,000 merchants")
    }

    @Test("tel: links keep only digits and plus signs, and need at least three digits")
    func telephoneLinks() {
        #expect(SiteText.telephoneLink("+58 (212) 555-0101") == "tel:+582125550101")
        #expect(SiteText.telephoneLink("javascript:alert(1)") == nil)
        #expect(SiteText.telephoneLink("<b>+1</b> 555") == "tel:+1555")
        #expect(SiteText.telephoneLink("call us") == nil)
    }

    @Test("text that cleaning leaves blank is not visible, so no empty section is shown")
    func visibleText() {
        #expect(SiteText.visible("\u{0}\u{1}\u{FFFE} ") == nil)
        #expect(SiteText.visible(nil) == nil)
        #expect(SiteText.visible("+1\u{7} 555") == "+1 555")
    }

    @Test("map links point at OpenStreetMap with a marker on the coordinate")
    func mapLinks() {
        let link = SiteText.openStreetMapLink(Coordinate(latitude: 10.4806, longitude: -66.9036)!)
        #expect(link == "https://www.openstreetmap.org/?mlat=10.4806&mlon=-66.9036#map=17/10.4806/-66.9036")
    }

    @Test("the snapshot sentence names the version as a UTC date and as its number")
    func snapshotSentence() {
        let info = SnapshotInfo(
            schemaVersion: 4, version: SnapshotVersion(timestamp: 1_700_000_000_000), merchantRowCount: 1)
        #expect(
            SiteText.snapshotSentence(info)
                == "Made from the directory snapshot of 2023-11-14 22:13 UTC (version 1700000000000, schema 4).")
        let unversioned = SnapshotInfo(schemaVersion: 1, version: nil, merchantRowCount: 1)
        #expect(SiteText.snapshotSentence(unversioned) == "Made from a directory snapshot with no version (schema 1).")
    }

    @Test("a list line names the type, the payment and the best discount or fee")
    func listingDetail() {
        let merchant = Merchant(
            id: MerchantID("x"), name: "X", type: .online, paymentMethod: .giftCard,
            offers: [ProviderOffer(provider: .ctx, discount: Discount(basisPoints: -150))])
        #expect(SiteText.listingDetail(merchant) == "Online · Gift cards · 1.5% fee")
        let plain = Merchant(id: MerchantID("y"), name: "Y", type: .physical, paymentMethod: .dash)
        #expect(SiteText.listingDetail(plain) == "In shops · Pay with Dash")
    }
}
