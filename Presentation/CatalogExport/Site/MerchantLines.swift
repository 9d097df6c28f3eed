import Domain

/// Merchants' list lines as bytes: each entry its name and its page's stem, each after its length, then its place's
/// number, its type and payment method in one byte, and its discount, all numbers seven bits a byte (LEB128). A
/// directory has far fewer places than merchants ("Caracas", "Online"), each kept once here; a line is a few dozen
/// bytes, which the lists set aside in scratch space a page at a time (``TerritoryLists``).
struct MerchantLines: Sendable {
    /// Every place met so far, by its number.
    private(set) var places: [String] = []
    private var placeNumbers: [String: Int] = [:]

    /// Appends the entry's line to `bytes`.
    mutating func encode(_ entry: MerchantEntry, into bytes: inout [UInt8]) {
        let place =
            placeNumbers[entry.place]
            ?? {
                places.append(entry.place)
                placeNumbers[entry.place] = places.count - 1
                return places.count - 1
            }()
        for field in [entry.name, entry.stem] {
            Self.appendNumber(field.utf8.count, to: &bytes)
            bytes.append(contentsOf: field.utf8)
        }
        Self.appendNumber(place, to: &bytes)
        Self.appendNumber(Self.kind(entry.type, entry.paymentMethod), to: &bytes)
        Self.appendNumber(Self.zigZag(entry.discount), to: &bytes)
    }

    /// The entries whose lines `bytes` holds, in order; `places` are those of the encoder that wrote them.
    static func decode(_ bytes: [UInt8], places: [String]) -> [MerchantEntry] {
        var entries: [MerchantEntry] = []
        var offset = 0
        func text() -> String {
            let count = number(in: bytes, at: &offset)
            defer { offset += count }
            return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        }
        while offset < bytes.count {
            let name = text()
            let stem = text()
            let place = places[number(in: bytes, at: &offset)]
            let kind = number(in: bytes, at: &offset)
            let discount = discount(zigZag: number(in: bytes, at: &offset))
            entries.append(
                MerchantEntry(
                    name: name, stem: stem, type: MerchantType.allCases[kind / PaymentMethod.allCases.count],
                    paymentMethod: PaymentMethod.allCases[kind % PaymentMethod.allCases.count], discount: discount,
                    place: place))
        }
        return entries
    }

    /// The type and the payment method as one small number.
    private static func kind(_ type: MerchantType, _ method: PaymentMethod) -> Int {
        let typeIndex = MerchantType.allCases.firstIndex(of: type) ?? 0
        let methodIndex = PaymentMethod.allCases.firstIndex(of: method) ?? 0
        return typeIndex * PaymentMethod.allCases.count + methodIndex
    }

    /// A discount as a natural number: 0 for none, and basis points zig-zagged (1 → 2, -1 → 1), so that a fee,
    /// which is negative, takes as few bytes as a discount. Entries hold no zero discount, so 0 is free for none.
    private static func zigZag(_ discount: Discount?) -> Int {
        guard let points = discount?.basisPoints else { return 0 }
        return points >= 0 ? points << 1 : ((-points) << 1) - 1
    }

    private static func discount(zigZag value: Int) -> Discount? {
        guard value != 0 else { return nil }
        return Discount(basisPoints: value & 1 == 0 ? value >> 1 : -((value + 1) >> 1))
    }

    /// Appends `value` seven bits a byte, low bits first, the high bit set on every byte but the last (LEB128).
    private static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Reads a number written by ``appendNumber(_:to:)`` at `offset`, and moves `offset` past it.
    private static func number(in bytes: [UInt8], at offset: inout Int) -> Int {
        var value = 0
        var shift = 0
        while true {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}
