import Foundation

/// Chooses where the user is: a city or territory of the directory, found by name as they type, or a position
/// written `LAT,LON`. The choice is remembered in the local store, and Nearby and every distance use it.
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
    /// exactly so (ignoring case and accents), else the only place it matches.
    public func resolve(_ text: String, radius: Distance = MerchantQuery.defaultRadius) async throws(LocationError)
        -> ChosenLocation
    {
        if Coordinate.looksWritten(text) {
            let coordinate = try Coordinate(parsing: text)
            return ChosenLocation(name: coordinate.text, coordinate: coordinate, radius: radius)
        }
        let all: [Place]
        do {
            all = try await allPlaces()
        } catch {
            throw .directory(error)
        }
        let found = Self.matching(text, in: all)
        let exact = found.filter { Self.folded($0.name) == Self.folded(text.trimmingCharacters(in: .whitespaces)) }
        guard let place = exact.first ?? (found.count == 1 ? found.first : nil) else {
            if found.isEmpty { throw .noPlace(text) }
            throw .ambiguous(text, candidates: found.prefix(5).map(\.name))
        }
        return Self.location(at: place, radius: radius)
    }

    /// The location a place stands for.
    public static func location(at place: Place, radius: Distance = MerchantQuery.defaultRadius) -> ChosenLocation {
        ChosenLocation(name: place.name, coordinate: place.coordinate, radius: radius)
    }

    /// The places `text` finds, in the order of `places`, the exact names first: every word typed must start a
    /// word of the place's name, ignoring case and accents ("sao pa" finds São Paulo, "東京" finds 東京都). Empty text
    /// finds every place.
    public static func matching(_ text: String, in places: [Place]) -> [Place] {
        let typed = words(of: text)
        guard !typed.isEmpty else { return places }
        let found = places.filter { place in
            let named = words(of: place.name)
            return typed.allSatisfy { word in named.contains { $0.hasPrefix(word) } }
        }
        let exact = folded(text.trimmingCharacters(in: .whitespaces))
        return found.filter { folded($0.name) == exact } + found.filter { folded($0.name) != exact }
    }

    private static func popularFirst(_ lhs: Place, _ rhs: Place) -> Bool {
        if lhs.merchantCount != rhs.merchantCount { return lhs.merchantCount > rhs.merchantCount }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        return lhs.kind == .city && rhs.kind == .territory
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func words(of text: String) -> [String] {
        folded(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
