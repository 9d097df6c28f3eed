import ArgumentParser
import Domain
import Presentation
import TextUI

/// `explore search`: one page of the merchant list, for people or for scripts.
struct SearchCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search merchants by name, near a place, with filters.",
        discussion: """
            Words match the start of words in merchant names, ignoring case and accents: "cafe avi" finds \
            "Café Ávila". Any text is searched literally, quotes and stars included. An empty TEXT lists every \
            merchant. When the words name no merchant but a place, the answer says so; when they name nothing, it \
            suggests the nearest merchant names or places ("cafee": did you mean "Café Ávila"?).

            Giving --radius implies --tab nearby; a bare number is in the unit distances are shown in (--units, \
            else the locale's), or say which: 5km, 20mi. With --near (a city or territory, or LAT,LON), rows \
            show distances and sort nearest first unless --sort says otherwise; without it, distances are measured \
            from the location explore location remembers, if any, and --tab nearby lists the merchants within its \
            radius, or every merchant of a remembered territory. Each row ends with the merchant's id, for \
            explore show. --territory is found ignoring case and accents; an unknown one is an error (exit 1) \
            that names the nearest territories, as in explore catalog. --offset pages through a longer answer: \
            every order ends by the merchant's id, so pages never skip or repeat a merchant.

            Examples:
              explore search coffee
              explore search "" --near 10.48,-66.90 --radius 5
              explore search "" --near zurich
              explore search pizza --method ctx --sort discount --format json
              explore search --limit 1000 --offset 1000 --format json
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("Words to look for in merchant names.", valueName: "text"))
    var text: String = ""

    @Option(parsing: .unconditional, help: NearOption.help)
    var near: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Nearby radius, in --units (default: the remembered one, else 20 mi or 30 km); or 5km, 20mi.",
            valueName: "n"),
        transform: ArgumentValues.radius)
    var radius: TypedRadius?

    @Option(
        help: ArgumentHelp("all, online or nearby (default: all).", valueName: "tab"), transform: ArgumentValues.tab)
    var tab: DirectoryTab?

    @Option(
        help: ArgumentHelp(
            "\(PaymentOption.enabled.map(\.rawValue).joined(separator: ", ")); repeat to accept any of several.",
            valueName: "method"),
        transform: ArgumentValues.paymentOption)
    var method: [PaymentOption] = []

    @Option(
        help: ArgumentHelp("Only merchants with a location in this territory.", valueName: "name"),
        transform: ArgumentValues.name)
    var territory: String?

    @Option(
        help: ArgumentHelp(
            "name, distance or discount (default: distance with --near, else name).", valueName: "order"),
        transform: ArgumentValues.sort)
    var sort: MerchantSort?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many merchants to print, 1 to 1000.", valueName: "n"), transform: ArgumentValues.limit)
    var limit: Int = SearchCommand.defaultLimit

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many merchants to skip first (the JSON's nextOffset gives the next page's).", valueName: "n"),
        transform: ArgumentValues.offset)
    var offset: Int = 0

    @Option(help: OutputFormat.help, transform: ArgumentValues.outputFormat)
    var format: OutputFormat = .text

    /// Rows printed when `--limit` is not given: a screenful.
    static let defaultLimit = 20

    func validate() throws {
        try NearOption.validate(near)
        // The position may come from `--near` or the local store, found when the command runs: assume one is there.
        _ = try query(near: near == nil ? nil : Self.somewhere.coordinate, remembered: Self.somewhere)
    }

    /// Stands for a remembered position while the options are checked, before the local store is read.
    private static let somewhere = ChosenLocation(name: "", coordinate: .zero)

    /// Prints one page of merchants, as the list screen shows it or as JSON. Without `--near`, distances are
    /// measured from the location `explore location` remembers, if any.
    @MainActor func run(with root: CompositionRoot) async throws {
        let position = try await NearOption.position(near, with: root)
        let remembered = near == nil ? await root.rememberedLocation() : nil
        let query = try query(near: position, remembered: remembered)
        let search = try await root.searchMerchants()
        let page = try await answer(query, near: near == nil ? remembered : nil, with: root)
        root.logger.info("Search", metadata: ["total": "\(page.total)", "shown": "\(page.items.count)"])
        switch format {
        case .json: try root.console.printJSON(SearchJSON(page))
        case .text:
            let words = root.words
            var state = MerchantListViewState(
                page: page, query: query,
                locationText: remembered.map {
                    words($0.territory == nil ? "cli.near-remembered" : "cli.in-remembered", $0.name)
                },
                words: words)
            if page.total == 0 {
                let places = (try? await root.placesOrReason().places()) ?? []
                if near == nil, query.filters.isEmpty, let place = ChooseLocation.place(namedBy: text, among: places) {
                    state.phase = LoadPhase.empty(
                        MerchantListViewState.namesAPlace(
                            text: text, place: place.name,
                            how: words("cli.search-near-it", "--near \(NearOption.shellWord(text))"), words: words))
                } else if let names = try? await search.suggestions(for: query, places: places.map(\.name)),
                    !names.isEmpty
                {
                    state.suggestions = names
                    state.phase = LoadPhase.empty(
                        MerchantListViewState.emptyMessage(
                            tab: query.tab, text: query.text, filtered: !query.filters.isEmpty, suggestions: names,
                            words: words))
                }
            }
            let page = TextRenderer.document(
                state, columns: root.console.columns, theme: root.console.theme, fit: root.console.fit,
                chrome: root.console.chrome)
            try root.console.print(page)
        }
    }

    /// The page `query` answers; Nearby in a remembered territory (no `--near`, no `--radius`) lists every merchant
    /// of that territory (``ListNearbyMerchants/callAsFunction(at:text:filters:sort:page:)``).
    @MainActor private func answer(
        _ query: MerchantQuery, near remembered: ChosenLocation?, with root: CompositionRoot
    ) async throws -> Page<MerchantListing> {
        guard query.tab == .nearby, radius == nil, let remembered, remembered.territory != nil else {
            return try await root.searchMerchants()(query)
        }
        return try await ListNearbyMerchants(directory: root.directory())(
            at: remembered, text: query.text, filters: query.filters, sort: query.sort, page: query.page)
    }

    /// The Domain query the options describe, measured from `near` or else from `remembered`, or the usage error
    /// that makes it impossible.
    ///
    /// The query's rules are the Domain's (``SearchMerchants/normalized(_:)``); this only words their refusals for the
    /// command line, naming the option. An explicit `--sort distance` without a position is refused here, where the
    /// screens' rule would quietly sort by name: the option asked for what cannot be given.
    func query(near: Coordinate?, remembered: ChosenLocation?) throws -> MerchantQuery {
        let position = near ?? remembered?.coordinate
        let needs = "needs a position: add --near LAT,LON, or remember one with explore location set."
        let tab = try resolvedTab()
        if sort == .distance && position == nil { throw ValidationError("--sort distance " + needs) }
        let filters = MerchantFilters(paymentOptions: Set(method), territory: territory)
        let byDistance = near != nil || (tab == .nearby && position != nil)
        let query = MerchantQuery(
            text: text, tab: tab, filters: filters, sort: sort ?? (byDistance ? .distance : .name), position: position,
            radius: radius?.distance(reading: globals.distanceUnit()) ?? remembered?.radius
                ?? globals.distanceUnit().defaultRadius,
            page: PageRequest(offset: offset, limit: limit))
        do {
            return try SearchMerchants.normalized(query)
        } catch .invalidQuery(.needsPosition) {
            throw ValidationError((radius != nil ? "--radius " : "--tab nearby ") + needs)
        } catch {
            throw ValidationError(ErrorMessages.sentence(for: error))
        }
    }

    private func resolvedTab() throws -> DirectoryTab {
        guard radius != nil else { return tab ?? .all }
        guard tab == nil || tab == .nearby else {
            throw ValidationError("--radius applies to the nearby tab only: drop it or use --tab nearby.")
        }
        return .nearby
    }
}
