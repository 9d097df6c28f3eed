import Domain
import Foundation
import Presentation
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

    @Test("text that cleaning leaves blank is not visible, so no empty section is shown")
    func visibleText() {
        #expect(SiteText.visible("\u{0}\u{1}\u{FFFE} ") == nil)
        #expect(SiteText.visible(nil) == nil)
        #expect(SiteText.visible("+1\u{7} 555") == "+1 555")
    }

    @Test("map links point at OpenStreetMap with a marker on the coordinate")
    func mapLinks() {
        let link = MapAddress.openStreetMap(Coordinate(latitude: 10.4806, longitude: -66.9036)!)
        #expect(link == "https://www.openstreetmap.org/?mlat=10.4806&mlon=-66.9036#map=17/10.4806/-66.9036")
    }

    @Test("the footer says when the directory was updated, as a UTC date, or that the directory does not say")
    func updatedSentence() {
        let info = SnapshotInfo(
            schemaVersion: 4, version: SnapshotVersion(timestamp: 1_700_000_000_000), merchantRowCount: 1)
        #expect(Formats.updatedSentence(info) == "Directory updated 14 November 2023.")
        let unversioned = SnapshotInfo(schemaVersion: 1, version: nil, merchantRowCount: 1)
        #expect(Formats.updatedSentence(unversioned) == "The directory does not record when it was updated.")
    }

    @Test("a day is the UTC day, with the month in English words")
    func day() {
        #expect(Formats.day(Date(timeIntervalSince1970: 1_767_225_600)) == "1 January 2026")
        #expect(Formats.day(Date(timeIntervalSince1970: 1_767_225_599)) == "31 December 2025")
        #expect(Formats.day(Date(timeIntervalSince1970: 1_719_792_000)) == "1 July 2024")
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
