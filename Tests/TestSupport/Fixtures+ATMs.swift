import Domain

/// A few ATMs in the fixture cities, for tests of the ATM finder.
extension Fixtures {
    /// Buy only, in Caracas.
    public static let caracasATM = ATM(
        id: 11, name: "Plaza Venezuela ATM", manufacturer: "General Bytes", type: .buy,
        location: Location(
            id: 11, addressLines: ["Av. Casanova 5"], city: "Caracas", territory: "Distrito Capital",
            coordinate: caracas, phone: "+58 212 555 0101"),
        website: WebLink(parsing: "atm.example.com"), source: "coinatmradar")

    /// Buy and sell, in Valencia (about 126 km from Caracas).
    public static let valenciaATM = ATM(
        id: 12, name: "Cafe Bitcoin Kiosk", manufacturer: "Lamassu", type: .buyAndSell,
        location: Location(
            id: 12, addressLines: ["Calle 100"], city: "Valencia", territory: "Carabobo", coordinate: valencia))

    /// Sell only, in New York.
    public static let newYorkATM = ATM(
        id: 13, name: "bodega atm", manufacturer: "LocalBTM", type: .sell,
        location: Location(
            id: 13, addressLines: ["5th Ave"], city: "New York", territory: "New York",
            coordinate: newYork))

    /// Buy only, without coordinates (the file said 0/0).
    public static let unplacedATM = ATM(
        id: 14, name: "Airport ATM", manufacturer: nil, type: .buy,
        location: Location(id: 14, addressLines: [], city: "Caracas", territory: "Distrito Capital"))

    /// All of the above.
    public static let atms = [caracasATM, valenciaATM, newYorkATM, unplacedATM]
}
