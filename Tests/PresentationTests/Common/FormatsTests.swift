import Domain
import Foundation
import Presentation
import Testing

@Suite struct FormatsTests {
    @Test(arguments: [
        (0.4, "0 m"), (850, "850 m"), (999.4, "999 m"), (999.6, "1.0 km"), (2_000, "2.0 km"), (12_345, "12.3 km"),
        (99_940, "99.9 km"),
        (99_960, "100 km"), (3_456_000, "3,456 km"),
    ])
    func distancesInMetresThenKilometres(meters: Double, text: String) {
        #expect(Formats.distance(Distance(meters: meters)) == text)
    }

    @Test func countsDiscountsAndBytesInWords() {
        #expect(Formats.count(1, "location") == "1 location")
        #expect(Formats.count(1234, "location") == "1,234 locations")
        #expect(Formats.count(2, "territory", plural: "territories") == "2 territories")
        #expect(Formats.discount(Discount(basisPoints: 600)) == "6% off")
        #expect(Formats.discount(Discount(basisPoints: -150)) == "1.5% fee")
        #expect(Formats.discount(.zero) == nil)
        #expect(Formats.discount(nil) == nil)
        #expect(Formats.bytes(1) == "1 byte")
        #expect(Formats.bytes(999) == "999 bytes")
        #expect(Formats.bytes(340_000) == "340 KB")
        #expect(Formats.bytes(1_250_000) == "1.2 MB")
    }

    @Test func datesAreShownInUTC() {
        #expect(Formats.date(Date(timeIntervalSince1970: 1_763_780_000)) == "2025-11-22 02:53 UTC")
    }

    @Test func aPhoneWithoutADigitIsNoPhone() {
        #expect(Formats.phone("+58 212 555 0142") == "+58 212 555 0142")
        #expect(Formats.phone("-") == nil)
        #expect(Formats.phone("n/a") == nil)
        #expect(Formats.phone(nil) == nil)
    }
}
