/// The `tel:` address of a phone number, for the pages that show one: the catalog's and `explore serve`'s alike.
public enum TelephoneLink {
    /// A `tel:` link for a number that dials as written: `+`, a country code (no leading 0), and only digits,
    /// spaces and `-`, `.`, `/`, `(`, `)` between 7 and 15 digits in all (E.164 allows 15). `nil` for anything
    /// else: "0212-555-0199" needs a country code a reader abroad cannot guess, and "javascript:alert(1)" or
    /// "<b>+1</b> 555" are not numbers.
    ///
    /// Spaces around the number are ignored: Foundation's `whitespaces` (general category Zs and tab), trimmed by
    /// scalar, without bridging to `NSString` (a site checks a few hundred thousand numbers).
    public static func address(for phone: String) -> String? {
        // Every character allowed is ASCII, so the number is checked byte by byte: any other byte refuses it.
        let text = trimmingSpaces(phone).utf8
        guard text.first == UInt8(ascii: "+"),
            let next = text.dropFirst().first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "(") }),
            (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(next)
        else { return nil }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var digits = 0
        for byte in text.dropFirst() {
            switch byte {
            case _ where isDigit(byte): digits += 1
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "("),
                UInt8(ascii: ")"):
                continue
            default: return nil
            }
        }
        guard (7...15).contains(digits) else { return nil }
        // One string, written in place: the scheme, then the digits.
        return String(unsafeUninitializedCapacity: 5 + digits) { buffer in
            var end = 0
            for byte in "tel:+".utf8 {
                buffer[end] = byte
                end += 1
            }
            for byte in text.dropFirst() where isDigit(byte) {
                buffer[end] = byte
                end += 1
            }
            return end
        }
    }

    /// `text` without leading and trailing spaces: general category Zs, and the tab.
    private static func trimmingSpaces(_ text: String) -> Substring {
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return Substring(scalars[first...last])
    }
}
