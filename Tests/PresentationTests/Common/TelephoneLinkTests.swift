import Presentation
import Testing

@Suite("TelephoneLink")
struct TelephoneLinkTests {
    @Test(
        "a number that dials as written (+, a country code, 7 to 15 digits, common separators) becomes a tel: link",
        arguments: [
            ("+58 (212) 555-0101", "tel:+582125550101"), ("+961 1 555 000", "tel:+9611555000"),
            (" +1 212.555.0100 ", "tel:+12125550100"), ("+(44) 20 7946 0958", "tel:+442079460958"),
            ("+41/44 668 18 00", "tel:+41446681800"),
        ])
    func dialableNumbers(phone: String, link: String) {
        #expect(TelephoneLink.address(for: phone) == link)
    }

    @Test(
        "a number without + and country code, with other text, or of an impossible length stays plain text",
        arguments: [
            "0212-555-0199", "555 0101", "javascript:alert(1)", "<b>+1</b> 555", "call us", "+1 555", "+0 212 555 0101",
            "+58 212 555 0101 ext. 2", "+1234567890123456", "++58 212 5550101", "+58 212 555 0101 / 0102 / 0103 / 04",
        ])
    func plainNumbers(phone: String) {
        #expect(TelephoneLink.address(for: phone) == nil)
    }
}
