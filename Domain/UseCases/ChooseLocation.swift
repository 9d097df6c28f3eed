import Foundation

/// Chooses where the user is: a city or territory of the directory, found by name as they type, or a position
/// written `LAT,LON`. The choice is remembered in the local store, and Nearby and every distance use it: a city or a
/// position is a circle around it, a territory is the whole territory (``location(at:radius:)``).
public struct ChooseLocation: Sendable {
    private let places: any PlaceDirectory
    private let store: any LocalStore

    public init(places: any PlaceDirectory, store: any LocalStore) {
        self.places = places
        self.store = store
    }

    /// The location chosen now, if any.
    public func current() async throws(LocalStoreError) -> ChosenLocation? {
        try await store.chosenLocation()
    }

    /// Every place, those with the most merchants first, then by name.
    public func allPlaces() async throws(DirectoryError) -> [Place] {
        try await places.places().sorted(by: Self.popularFirst)
    }

    /// Remembers `location` (or forgets the choice, for `nil`).
    public func choose(_ location: ChosenLocation?) async throws(LocalStoreError) {
        try await store.setChosenLocation(location)
    }

    /// The location that `text` names, for a command line: a position written `LAT,LON`, else the place named
    /// exactly so (ignoring case and accents), else the only place it matches; refused with a radius Nearby cannot
    /// search within (``NearbyRule/check(_:)``).
    public func resolve(_ text: String, radius: Distance = MerchantQuery.defaultRadius) async throws(LocationError)
        -> ChosenLocation
    {
        if Coordinate.looksWritten(text) { return try Self.resolve(text, among: [], radius: radius) }
        let all: [Place]
        do {
            all = try await places.places()
        } catch {
            throw .directory(error)
        }
        return try Self.resolve(text, among: all, radius: radius)
    }

    /// A location's radius is one Nearby can search within (``NearbyRule/check(_:)``).
    private static func check(_ radius: Distance) throws(LocationError) {
        do throws(DirectoryError) {
            try NearbyRule.check(radius)
        } catch {
            throw .directory(error)
        }
    }

    /// ``resolve(_:radius:)`` among places already read (`explore search --near PLACE`).
    public static func resolve(_ text: String, among places: [Place], radius: Distance = MerchantQuery.defaultRadius)
        throws(LocationError) -> ChosenLocation
    {
        try check(radius)
        if Coordinate.looksWritten(text) {
            let coordinate = try Coordinate(parsing: text)
            return ChosenLocation(name: coordinate.text, coordinate: coordinate, radius: radius)
        }
        let all = places.sorted(by: popularFirst)
        let found = matching(text, in: all)
        guard let place = named(text, among: found) else {
            if found.isEmpty { throw .noPlace(text, suggestions: suggestions(for: text, among: all).map(\.name)) }
            throw .ambiguous(text, candidates: found.prefix(5).map(\.name))
        }
        return location(at: place, radius: radius)
    }

    /// The place `text` names, for a search that found no merchant: the place named so (case and accents aside), else
    /// the only place its words find; `nil` when none or several.
    public func place(namedBy text: String) async throws(DirectoryError) -> Place? {
        Self.place(namedBy: text, among: try await allPlaces())
    }

    /// The place `text` names among `places` (``place(namedBy:)`` on places already read).
    public static func place(namedBy text: String, among places: [Place]) -> Place? {
        guard !SearchWords(text).isEmpty else { return nil }
        return named(text, among: matching(text, in: places))
    }

    /// Among `found` (places `text` matches, exact names first), the one `text` names.
    private static func named(_ text: String, among found: [Place]) -> Place? {
        found.first { isNamed($0, by: text) } ?? (found.count == 1 ? found.first : nil)
    }

    /// The location a place stands for: a city is a circle of `radius` around its position; a territory is the
    /// territory (``ChosenLocation/territory``), measured from its position, `radius` kept for the next circle.
    public static func location(at place: Place, radius: Distance = MerchantQuery.defaultRadius) -> ChosenLocation {
        ChosenLocation(
            name: place.name, coordinate: place.coordinate, radius: radius,
            territory: place.kind == .territory ? place.name : nil)
    }

    /// The places `text` finds, in the order of `places`, the exact names first, by the search rule
    /// (``SearchWords``): every word typed must start a word of the place's name, ignoring case and accents ("sao pa"
    /// finds São Paulo, "東京" finds 東京都). Empty text finds every place.
    public static func matching(_ text: String, in places: [Place]) -> [Place] {
        let typed = SearchWords(text)
        guard !typed.isEmpty else { return places }
        let found = places.filter { typed.matches($0.name) }
        return found.filter { isNamed($0, by: text) } + found.filter { !isNamed($0, by: text) }
    }

    /// The places `text` probably meant when it finds none (``NameSuggestions``: "zurik" → Zürich), nearest first,
    /// one per name (the one with the most merchants); none when nothing is near. What `location set`, the pickers and
    /// `--near` offer.
    public static func suggestions(for text: String, among places: [Place], limit: Int = 3) -> [Place] {
        let all = places.sorted(by: popularFirst)
        return NameSuggestions.nearest(to: text, among: all.map(\.name), limit: limit).compactMap { name in
            all.first { $0.name == name }
        }
    }

    /// Whether `text` is the place's name, case and accents aside ("zurich" names Zürich).
    private static func isNamed(_ place: Place, by text: String) -> Bool {
        SearchWords.words(in: place.name) == SearchWords.words(in: text)
    }

    private static func popularFirst(_ lhs: Place, _ rhs: Place) -> Bool {
        if lhs.merchantCount != rhs.merchantCount { return lhs.merchantCount > rhs.merchantCount }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        return lhs.kind == .city && rhs.kind == .territory
    }
}
