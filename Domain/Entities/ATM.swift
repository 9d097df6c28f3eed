/// A cryptocurrency ATM: a row of the directory's `atm` table, cleaned.
public struct ATM: Hashable, Sendable, Identifiable {
    /// The row id in the directory file.
    public let id: Int64
    public var name: String
    /// The machine's maker or operator (`General Bytes`, `LocalBTM`), when the file names one.
    public var manufacturer: String?
    /// `nil` when the file gives none this program knows: no value, a blank one, or another word.
    public var type: ATMType?
    /// Where it stands: an ATM is one place, so it is described like one merchant location (its `id` is the ATM's).
    public var location: Location
    public var website: WebLink?
    /// Where the directory learnt of it (`coinatmradar`).
    public var source: String?

    public init(
        id: Int64, name: String, manufacturer: String? = nil, type: ATMType? = nil, location: Location? = nil,
        website: WebLink? = nil, source: String? = nil
    ) {
        self.id = id
        self.name = name
        self.manufacturer = manufacturer
        self.type = type
        self.location = location ?? Location(id: id)
        self.website = website
        self.source = source
    }
}
