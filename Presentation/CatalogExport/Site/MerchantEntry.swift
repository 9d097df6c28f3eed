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

/// Every merchant's list line, kept as UTF-8 in blocks of 64 KiB, so that the lists of a whole directory cost about
/// a hundred bytes a merchant, with no allocation of its own: a site of 100,000 merchants keeps them in about 10 MB,
/// where entries of three strings each took twice that. Blocks, rather than one buffer, because a buffer grows by
/// copying itself into one twice its size, which for a moment holds three times the text.
///
/// An entry is added once, however many territory lists name it: the lists keep its number.
struct MerchantEntries: Sendable {
    static let blockSize = 65_536

    private var blocks: [[UInt8]] = []
    /// Five numbers an entry: its block, where it starts, and where its name, path and detail end in the block.
    private var places: [Int32] = []

    /// Adds an entry and returns its number.
    mutating func append(_ entry: MerchantEntry) -> Int32 {
        let size = entry.name.utf8.count + entry.path.utf8.count + entry.detail.utf8.count
        if blocks.isEmpty || blocks[blocks.count - 1].count + size > Self.blockSize {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(max(Self.blockSize, size))
        }
        let block = blocks.count - 1
        places += [Int32(block), Int32(blocks[block].count)]
        for field in [entry.name, entry.path, entry.detail] {
            blocks[block].append(contentsOf: field.utf8)
            places.append(Int32(blocks[block].count))
        }
        return Int32(places.count / 5 - 1)
    }

    /// The entry numbered `number`.
    subscript(number: Int32) -> MerchantEntry {
        let place = places[Int(number) * 5..<Int(number) * 5 + 5].map(Int.init)
        let text = blocks[place[0]]
        func field(_ range: Range<Int>) -> String { String(decoding: text[range], as: UTF8.self) }
        return MerchantEntry(
            name: field(place[1]..<place[2]), path: field(place[2]..<place[3]), detail: field(place[3]..<place[4]))
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
