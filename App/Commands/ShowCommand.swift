import ArgumentParser
import Domain
import Presentation
import TextUI

/// `explore show`: one merchant with its offers and every location.
struct ShowCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one merchant: its offers, discounts and locations.",
        discussion: """
            MERCHANT_ID is the id explore search prints at the end of each row (and as "merchantId" with \
            --format json). Locations come nearest first, with their distances, from --near (a place or \
            LAT,LON) or else from the location explore location remembers. The examples show Café Sonnenschein \
            of the built-in sample.

            Examples:
              explore show 5bc4c79e942c9a45
              explore show 5bc4c79e942c9a45 --near zurich --format json
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("The merchant's id.", valueName: "merchant-id"), transform: ArgumentValues.name)
    var merchantID: String

    @Option(parsing: .unconditional, help: NearOption.help)
    var near: String?

    @Option(help: OutputFormat.help, transform: ArgumentValues.outputFormat)
    var format: OutputFormat = .text

    func validate() throws {
        try NearOption.validate(near)
    }

    /// Prints the merchant as the detail screen shows it (favourites are the interactive mode's business), or as
    /// JSON.
    @MainActor func run(with root: CompositionRoot) async throws {
        let remembered = near == nil ? await root.rememberedLocation() : nil
        let position = try await NearOption.position(near, with: root) ?? remembered?.coordinate
        let detail = try await root.getMerchantDetail()(MerchantID(merchantID), near: position)
        // Only CTX has a live endpoint here (`--ctx-url`); the other providers answer "no record" unasked.
        if root.ctxEndpoint != nil, detail.liveUnknown.contains(.ctx) {
            root.logger.info(
                "Live info: the provider has no record of this merchant",
                metadata: ["provider": "\(GiftCardProvider.ctx.rawValue)"])
        }
        switch format {
        case .json: try root.console.printJSON(MerchantDetailJSON(detail))
        case .text:
            let state = MerchantDetailViewState(detail, isFavourite: false, words: root.words)
            let page = TextRenderer.document(
                state, columns: root.console.columns, theme: root.console.theme, fit: root.console.fit,
                chrome: root.console.chrome)
            try root.console.print(page)
        }
    }
}
