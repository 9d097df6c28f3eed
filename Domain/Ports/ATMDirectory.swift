/// The directory's ATMs: a read-only snapshot of where people can buy and sell Dash for cash.
///
/// Implemented in `DataLayer` on the same SQLite files as ``MerchantDirectory``. A port of its own, so that
/// existing adapters and fakes of the merchant directory stay as they are.
public protocol ATMDirectory: Sendable {
    /// One page of ATMs matching the query, with the accurate total.
    ///
    /// Text matches the name or the manufacturer, each word as a prefix of a word of either. With a radius, an
    /// ATM is listed if and only if its great-circle distance from `query.position` is within it (``NearbyRule``:
    /// each ATM is a single location), nearest first, ties by id. Without a radius, ATMs are ordered nearest
    /// first when a position is given (those without coordinates last, by name), else by name (case and
    /// accents aside: ``SearchWords/orderKey(_:)``), then id.
    func atms(_ query: ATMQuery) async throws(DirectoryError) -> Page<ATMListing>

    /// The ATM with this row id, with its distance from `position`; `nil` when there is none.
    func atm(id: Int64, near position: Coordinate?) async throws(DirectoryError) -> ATMListing?

    /// The territories the visible ATMs name, each once, in any order: what `ATMQuery.territory` may name.
    func territories() async throws(DirectoryError) -> [String]
}
