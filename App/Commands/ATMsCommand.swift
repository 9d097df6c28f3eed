import ArgumentParser
import Domain
import Presentation
import TextUI

/// `explore atms`: one page of the directory's ATMs, for people or for scripts.
struct ATMsCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "atms",
        abstract: "Find ATMs that buy or sell Dash, by name or maker, near a place.",
        discussion: """
            Words match the start of words in the ATM's name or its manufacturer, ignoring case and accents: \
            "gen byt" finds General Bytes machines. Any text is searched literally. An empty TEXT lists every ATM.

            With --near (a city or territory of the directory, or LAT,LON), rows show distances and come nearest \
            first; without it, they are measured from the location explore location remembers, if any, as on the \
            ATM screen, and a remembered territory lists its own ATMs. --radius keeps only ATMs within that \
            great-circle distance (a number in --units, or 5km, 20mi) and needs a position. \
            --territory is found ignoring case and accents; an unknown one is an error (exit 1) that names the \
            nearest.

            --type says what you want to do, and lists ATMs as the Dash wallets' filter does: buy lists \
            buy-only, buy-and-sell and untyped ATMs; sell lists sell-only and buy-and-sell ATMs; both lists \
            buy-and-sell ATMs only.

            Examples:
              explore atms
              explore atms "" --near 34.05,-118.24 --radius 25 --type sell
              explore atms "general bytes" --territory Florida --format json
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("Words to look for in ATM names and manufacturers.", valueName: "text"))
    var text: String = ""

    @Option(parsing: .unconditional, help: NearOption.help)
    var near: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Only ATMs within this distance of --near, in --units; or 5km, 20mi.", valueName: "n"),
        transform: ArgumentValues.radius)
    var radius: TypedRadius?

    @Option(
        name: .customLong("type"),
        help: ArgumentHelp("What you want to do: buy, sell or both (default: any ATM).", valueName: "type"),
        transform: ArgumentValues.atmAction)
    var action: ATMAction?

    @Option(
        help: ArgumentHelp("Only ATMs in this territory.", valueName: "name"), transform: ArgumentValues.name)
    var territory: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many ATMs to print, 1 to 1000.", valueName: "n"), transform: ArgumentValues.limit)
    var limit: Int = SearchCommand.defaultLimit

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many ATMs to skip first (the JSON's nextOffset gives the next page's).", valueName: "n"),
        transform: ArgumentValues.offset)
    var offset: Int = 0

    @Option(help: OutputFormat.help, transform: ArgumentValues.outputFormat)
    var format: OutputFormat = .text

    func validate() throws {
        try NearOption.validate(near)
        // The position may come from `--near` or the local store, found when the command runs: assume one is there.
        _ = try query(near: .zero)
    }

    /// Prints one page of ATMs, as the ATM screen lists them or as JSON. Without `--near`, distances are measured
    /// from the location `explore location` remembers, if any, and the ATMs come nearest first, as on the screen; a
    /// remembered territory lists its ATMs alone unless `--radius` or `--territory` is given.
    @MainActor func run(with root: CompositionRoot) async throws {
        var remembered = near == nil ? await root.rememberedLocation() : nil
        // A remembered territory lists its own ATMs, as on the ATM screen, unless the options ask for others.
        if radius != nil || territory != nil { remembered?.territory = nil }
        let position = try await NearOption.position(near, with: root) ?? remembered?.coordinate
        var query = try query(near: position)
        if let scope = remembered?.territory { query.territory = scope }
        let page = try await root.searchATMs()(query)
        root.logger.info("ATMs", metadata: ["total": "\(page.total)", "shown": "\(page.items.count)"])
        switch format {
        case .json: try root.console.printJSON(ATMsJSON(page))
        case .text:
            let state = ATMListViewState(page: page, location: remembered, words: root.words)
            let page = TextRenderer.document(
                state, columns: root.console.columns, theme: root.console.theme, fit: root.console.fit,
                chrome: root.console.chrome)
            try root.console.print(page)
        }
    }

    /// The Domain query the options describe, measured from `near` (given, or remembered), or the usage error that
    /// makes it impossible.
    ///
    /// The query's rules are the Domain's (``SearchATMs/normalized(_:)``); this only words their refusals for the
    /// command line, naming the option.
    func query(near: Coordinate?) throws -> ATMQuery {
        let query = ATMQuery(
            text: text, position: near, radius: radius?.distance(reading: globals.distanceUnit()), action: action,
            territory: territory,
            page: PageRequest(offset: offset, limit: limit))
        do {
            return try SearchATMs.normalized(query)
        } catch .invalidQuery(.needsPosition) {
            throw ValidationError(
                "--radius needs a position: add --near with a place or LAT,LON, or remember one with explore "
                    + "location set.")
        } catch {
            throw ValidationError(ErrorMessages.sentence(for: error))
        }
    }
}
