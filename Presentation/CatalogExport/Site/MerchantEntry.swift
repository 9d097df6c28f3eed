import Domain
import Presentation

/// What a list page keeps of a merchant: enough for one line.
struct MerchantEntry: Equatable, Sendable {
    let name: String
    /// The merchant page's file name without folder and extension (``CatalogFileNames/merchantStem(name:id:)``).
    let stem: String
    /// How to pay and the best discount, as one short line.
    let detail: String

    /// The merchant page, relative to the site root.
    var path: String { CatalogFileNames.merchantPage(stem: stem) }

    init(_ merchant: Merchant, stem: String) {
        name = DocumentText.cleaned(merchant.name)
        self.stem = stem
        detail = SiteText.listingDetail(merchant)
    }

    init(name: String, stem: String, detail: String) {
        self.name = name
        self.stem = stem
        self.detail = detail
    }
}

/// Merchants' list lines as bytes: each entry its name and its page's stem, each after its length, then its
/// detail's number, all numbers seven bits a byte (LEB128). A directory has a few hundred distinct details ("In shops
/// · Pay with Dash"), each kept once here; a line is a few dozen bytes, which the lists set aside in scratch space a
/// page at a time (``TerritoryLists``).
struct MerchantLines: Sendable {
    /// Every detail met so far, by its number.
    private(set) var details: [String] = []
    private var detailNumbers: [String: Int] = [:]

    /// Appends the entry's line to `bytes`.
    mutating func encode(_ entry: MerchantEntry, into bytes: inout [UInt8]) {
        let detail =
            detailNumbers[entry.detail]
            ?? {
                details.append(entry.detail)
                detailNumbers[entry.detail] = details.count - 1
                return details.count - 1
            }()
        for field in [entry.name, entry.stem] {
            Self.appendNumber(field.utf8.count, to: &bytes)
            bytes.append(contentsOf: field.utf8)
        }
        Self.appendNumber(detail, to: &bytes)
    }

    /// The entries whose lines `bytes` holds, in order; `details` are those of the encoder that wrote them.
    static func decode(_ bytes: [UInt8], details: [String]) -> [MerchantEntry] {
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
            entries.append(MerchantEntry(name: name, stem: stem, detail: details[number(in: bytes, at: &offset)]))
        }
        return entries
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
