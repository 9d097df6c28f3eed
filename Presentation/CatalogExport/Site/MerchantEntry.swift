import Domain

/// What a list page keeps of a merchant: enough for one line.
struct MerchantEntry: Equatable, Sendable {
    let name: String
    /// The merchant page, relative to the site root.
    let path: String
    /// How to pay and the best discount, as one short line.
    let detail: String

    init(_ merchant: Merchant, path: String) {
        name = CatalogText.cleaned(merchant.name)
        self.path = path
        detail = SiteText.listingDetail(merchant)
    }

    init(name: String, path: String, detail: String) {
        self.name = name
        self.path = path
        self.detail = detail
    }
}

/// Every merchant's list line, kept as UTF-8 in one growing buffer, so that the lists of a whole directory cost
/// about a hundred bytes a merchant, with no allocation of its own: a site of 100,000 merchants keeps them in about
/// 10 MB, where entries of three strings each took twice that.
///
/// An entry is added once, however many territory lists name it: the lists keep its number.
struct MerchantEntries: Sendable {
    private var text: [UInt8] = []
    /// Where each entry's name, path and detail end in `text`, three offsets an entry.
    private var ends: [Int] = []

    /// Adds an entry and returns its number.
    mutating func append(_ entry: MerchantEntry) -> Int32 {
        for field in [entry.name, entry.path, entry.detail] {
            text.append(contentsOf: field.utf8)
            ends.append(text.count)
        }
        return Int32(ends.count / 3 - 1)
    }

    /// The entry numbered `number`.
    subscript(number: Int32) -> MerchantEntry {
        let first = Int(number) * 3
        let start = first == 0 ? 0 : ends[first - 1]
        func field(_ index: Int, from start: Int) -> String {
            String(decoding: text[start..<ends[first + index]], as: UTF8.self)
        }
        return MerchantEntry(
            name: field(0, from: start), path: field(1, from: ends[first]), detail: field(2, from: ends[first + 1]))
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
