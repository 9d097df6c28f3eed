import Domain

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
        name = CatalogText.cleaned(merchant.name)
        self.stem = stem
        detail = SiteText.listingDetail(merchant)
    }

    init(name: String, stem: String, detail: String) {
        self.name = name
        self.stem = stem
        self.detail = detail
    }
}

/// Every merchant's list line, kept as UTF-8 in blocks of 64 KiB, so that the lists of a whole directory cost a
/// few dozen bytes a merchant, with no allocation of its own: a site of 100,000 merchants keeps them in about 4 MB.
/// Blocks, rather than one buffer, because a buffer grows by copying itself into one twice its size, which for a
/// moment holds three times the text.
///
/// An entry is its name and its page's stem, each after its length, and its detail's number: a directory has a few
/// hundred distinct details ("In shops · Pay with Dash"), each kept once. An entry is added once, however many
/// territory lists name it: the lists keep its number.
struct MerchantEntries: Sendable {
    static let blockSize = 65_536

    private var blocks: [[UInt8]] = []
    /// Where each entry starts: its block × 2¹⁶ + its offset there. Entries start in a block's first 64 KiB: one
    /// that does not fit starts a block of its own, as large as it needs.
    private var starts: [UInt32] = []
    private var details: [String] = []
    private var detailNumbers: [String: Int] = [:]

    /// Adds an entry and returns its number.
    mutating func append(_ entry: MerchantEntry) -> Int32 {
        let detail =
            detailNumbers[entry.detail]
            ?? {
                details.append(entry.detail)
                detailNumbers[entry.detail] = details.count - 1
                return details.count - 1
            }()
        var line: [UInt8] = []
        line.reserveCapacity(entry.name.utf8.count + entry.stem.utf8.count + 12)
        for field in [entry.name, entry.stem] {
            Self.appendNumber(field.utf8.count, to: &line)
            line.append(contentsOf: field.utf8)
        }
        Self.appendNumber(detail, to: &line)
        if blocks.isEmpty || blocks[blocks.count - 1].count + line.count > Self.blockSize {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(max(Self.blockSize, line.count))
        }
        starts.append(UInt32(blocks.count - 1) << 16 | UInt32(blocks[blocks.count - 1].count))
        blocks[blocks.count - 1].append(contentsOf: line)
        return Int32(starts.count - 1)
    }

    /// The entry numbered `number`.
    subscript(number: Int32) -> MerchantEntry {
        let start = starts[Int(number)]
        let block = blocks[Int(start >> 16)]
        var offset = Int(start & 0xFFFF)
        func text() -> String {
            let count = Self.number(in: block, at: &offset)
            defer { offset += count }
            return String(decoding: block[offset..<offset + count], as: UTF8.self)
        }
        let name = text()
        let stem = text()
        return MerchantEntry(name: name, stem: stem, detail: details[Self.number(in: block, at: &offset)])
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

/// Some of the entries, in the order a list shows them.
struct MerchantEntryList: RandomAccessCollection, Sendable {
    let entries: MerchantEntries
    let numbers: [Int32]

    var startIndex: Int { numbers.startIndex }
    var endIndex: Int { numbers.endIndex }
    subscript(position: Int) -> MerchantEntry { entries[numbers[position]] }
}
