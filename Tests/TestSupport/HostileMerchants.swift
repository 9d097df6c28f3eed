import Domain

/// Merchants whose every text field tries something: markup, script and data links, terminal escapes, forbidden
/// XML characters, bidi overrides, 10,000-character names, path traversal in ids.
///
/// Every string here is a marker the hostile-data tests look for: none of it may come out as an element, an
/// attribute or a link.
public enum HostileMerchants {
    public static let script = "<script>alert('x')</script>"
    public static let image = "<img src=x onerror=alert(1)>"
    public static let attributeBreak = "\" onmouseover=\"alert(1)"
    public static let huge = String(repeating: "Ш", count: 5_000) + String(repeating: "a", count: 5_000)
    public static let rightToLeft = "متجر \u{202E}gnp.exe\u{202C} مرحبا"

    /// U+FDD0; Swift string literals refuse it, so it is built from its scalar.
    public static let noncharacter = String(Character(Unicode.Scalar(0xFDD0)!))

    public static let all: [Merchant] = [
        Merchant(
            id: MerchantID("../../etc/passwd"), name: script, type: .both, paymentMethod: .giftCard,
            website: WebLink(parsing: "javascript:alert(1)"), phone: "<b>+1</b> 555 \u{1B}[31mRED",
            locations: [
                Location(
                    id: 1, addressLines: [image, attributeBreak], city: "\u{1B}]0;pwned\u{07}City",
                    territory: "<i>Evil</i> & \"Co\"", coordinate: Coordinate(latitude: 1.5, longitude: 2.5),
                    phone: "javascript:alert(1)", mapLink: WebLink(parsing: "data:text/html,<script>x</script>"))
            ],
            offers: [ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 500))]),
        Merchant(
            id: MerchantID("<id>&\"'"), name: huge, type: .online, paymentMethod: .giftCard,
            website: WebLink(parsing: "https://evil.example.com/\"><script>alert(1)</script>"),
            offers: [ProviderOffer(provider: .ctx, discount: Discount(basisPoints: -100))]),
        Merchant(
            id: MerchantID("rtl"), name: rightToLeft, type: .physical, paymentMethod: .dash,
            phone: "\u{0}\u{1}\u{FFFE}\u{FFFF}\u{7F}\u{85}",
            locations: [Location(id: 2, addressLines: ["شارع الحمرا \u{2066}x\u{2069}"], territory: "Beirut")]),
        Merchant(
            id: MerchantID("Controls"), name: "Null\u{0}Byte Bell\u{7} Form\u{C}feed \(noncharacter)Nonchar",
            type: .physical,
            paymentMethod: .dash, website: WebLink(parsing: "https://ok.example.com/a?b=1&c=<2>"),
            locations: [Location(id: 3, addressLines: ["]]> <!-- --> <![CDATA[x]]>"], territory: "Beirut")]),
        Merchant(
            id: MerchantID("data"), name: "Data Link", type: .online, paymentMethod: .dash,
            website: WebLink(parsing: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==")),
    ]

    /// ATMs whose text tries the same: one in the hostile territory, one in none with a `javascript:` website.
    public static let atms: [ATM] = [
        ATM(
            id: 1, name: script, manufacturer: "\u{1B}[31mRed", type: .buy,
            location: Location(
                id: 1, addressLines: [image], city: "\u{1B}]0;pwned\u{07}City", territory: "<i>Evil</i> & \"Co\"",
                coordinate: Coordinate(latitude: 1.5, longitude: 2.5), phone: attributeBreak),
            website: WebLink(parsing: "https://evil.example.com/\"><script>alert(1)</script>")),
        ATM(id: 2, name: rightToLeft, website: WebLink(parsing: "javascript:alert(1)")),
    ]
}
