import ArgumentParser
import Domain
import Presentation

/// `explore location`: the remembered position that Nearby and every distance use, for scripts.
struct LocationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "location",
        abstract: "Show, set or clear the location that Nearby and distances use.",
        discussion: """
            The location is remembered in the local store, like the one the l key chooses in the interactive \
            mode. PLACE is a city or territory of the directory ("caracas", "sao paulo": words match the start \
            of the place's words, ignoring case and accents); its position is the medoid of its shops, the shop \
            nearest to all the others. LAT,LON is a position in degrees. A city or a position is a circle: \
            Nearby lists the merchants within --radius of it. A territory is the whole territory: Nearby lists \
            all of its merchants, nearest to its position first. search --near overrides it.

            Examples:
              explore location
              explore location set Valencia
              explore location set 10.48,-66.90 --radius 5
              explore location clear
            """,
        subcommands: [LocationShowCommand.self, LocationSetCommand.self, LocationClearCommand.self],
        defaultSubcommand: LocationShowCommand.self)
}

/// `explore location`: prints the remembered location.
struct LocationShowCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print the location (the default).")

    @OptionGroup var globals: GlobalOptions

    @MainActor func run(with root: CompositionRoot) async throws {
        let location = try await root.chooseLocation().current()
        try root.console.print([
            location.map(Self.sentence) ?? "No location is set: explore location set PLACE|LAT,LON sets one."
        ])
    }

    /// "Near Caracas (10.4806, -66.9036), within 30 km."; a position is named once; "In California, measured from
    /// 36.7783, -119.4179." for a territory.
    static func sentence(_ location: ChosenLocation) -> String {
        let position = location.coordinate.text
        if location.territory != nil { return "In \(location.name), measured from \(position)." }
        let name = location.name == position ? position : "\(location.name) (\(position))"
        return "Near \(name), within \(Formats.radius(location.radius))."
    }
}

/// `explore location set PLACE|LAT,LON`: remembers a location.
struct LocationSetCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Remember a city, a territory or a position LAT,LON.")

    @OptionGroup var globals: GlobalOptions

    /// Words, so that `set sao paulo` needs no quotes, and taken whatever they start with, so that a negative
    /// latitude (`set -33.9,18.4`) is a position, not an option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("A city or territory of the directory, or LAT,LON.", valueName: "place"))
    var words: [String] = []

    /// The place or position, as typed.
    var place: String { words.joined(separator: " ") }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The Nearby radius around a city or a position, in --units (default: 20 mi or 30 km); or 5km, 20mi.",
            valueName: "n"),
        transform: ArgumentValues.radius)
    var radius: TypedRadius?

    func validate() throws {
        if place.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("An empty place matches nothing: give a city, a territory or LAT,LON.")
        }
        if Coordinate.looksWritten(place) { _ = try ArgumentValues.coordinate(place) }
    }

    @MainActor func run(with root: CompositionRoot) async throws {
        let choose = try await root.chooseLocation()
        let location: ChosenLocation
        do {
            location = try await choose.resolve(
                place, radius: radius?.distance(reading: globals.distanceUnit()) ?? globals.distanceUnit().defaultRadius
            )
        } catch {
            throw WordedFailure(description: ErrorMessages.sentence(for: error))
        }
        try await choose.choose(location)
        try root.console.print(["Set: " + LocationShowCommand.sentence(location)])
    }
}

/// `explore location clear`: forgets the location.
struct LocationClearCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Forget the location: no distances, and Nearby is off.")

    @OptionGroup var globals: GlobalOptions

    @MainActor func run(with root: CompositionRoot) async throws {
        try await root.chooseLocation().choose(nil)
        try root.console.print(["The location is cleared."])
    }
}
