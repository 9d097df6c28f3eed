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
            Words match the start of words in merchant names, ignoring case: "caf ave" finds "Café Ávila". \
            Any text is searched literally, quotes and stars included. An empty TEXT lists every merchant.

            Giving --radius implies --tab nearby. With --near, rows show distances and sort nearest first \
            unless --sort says otherwise. Each row ends with the merchant's id, for explore show. An unknown \
            --territory is an error (exit 1), as in explore catalog.

            Examples:
              explore search coffee
              explore search "" --near 10.48,-66.90 --radius 5
              explore search pizza --method ctx --sort discount --format json
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("Words to look for in merchant names.", valueName: "text"))
    var text: String = ""

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Your position, to measure distances from.", valueName: "lat,lon"),
        transform: ArgumentValues.coordinate)
    var near: Coordinate?

    @Option(
        help: ArgumentHelp("Nearby radius in kilometres (default: 20 miles, 32.2 km).", valueName: "km"),
        transform: ArgumentValues.radius)
    var radius: Distance?

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
        help: ArgumentHelp("How many merchants to print, 1 to 1000.", valueName: "n"), transform: ArgumentValues.limit)
    var limit: Int = SearchCommand.defaultLimit

    @Option(help: "Text for people, or JSON for scripts (Docs/CLI.md has its shape).")
    var format: OutputFormat = .text

    /// Rows printed when `--limit` is not given: a screenful.
    static let defaultLimit = 20

    func validate() throws {
        _ = try query()
    }

    /// Prints one page of merchants, as the list screen shows it or as JSON.
    @MainActor func run(with root: CompositionRoot) async throws {
        let query = try query()
        let page = try await root.searchMerchants()(query)
        root.logger.info("Search", metadata: ["total": "\(page.total)", "shown": "\(page.items.count)"])
        switch format {
        case .json: try root.console.printJSON(SearchJSON(page))
        case .text:
            let state = MerchantListViewState(page: page, query: query)
            let page = TextRenderer.document(
                state, columns: root.console.columns, theme: root.console.theme, fit: root.console.fit)
            root.console.print(page)
        }
    }

    /// The Domain query the options describe, or the usage error that makes it impossible.
    func query() throws -> MerchantQuery {
        if radius != nil && near == nil {
            throw ValidationError("--radius needs your position: add --near LAT,LON.")
        }
        let tab = try resolvedTab()
        if tab == .nearby && near == nil {
            throw ValidationError("--tab nearby needs your position: add --near LAT,LON.")
        }
        if sort == .distance && near == nil {
            throw ValidationError("--sort distance needs your position: add --near LAT,LON.")
        }
        let filters = MerchantFilters(paymentOptions: Set(method), territory: territory)
        return MerchantQuery(
            text: text, tab: tab, filters: filters, sort: sort ?? (near == nil ? .name : .distance), position: near,
            radius: radius ?? MerchantQuery.defaultRadius, page: PageRequest(offset: 0, limit: limit))
    }

    private func resolvedTab() throws -> DirectoryTab {
        guard radius != nil else { return tab ?? .all }
        guard tab == nil || tab == .nearby else {
            throw ValidationError("--radius applies to the nearby tab only: drop it or use --tab nearby.")
        }
        return .nearby
    }
}
