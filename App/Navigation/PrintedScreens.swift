import Domain
import Presentation

/// The list and the detail screens printed once, for `explore search` and `explore show` with `--format text`:
/// the same view states and renderer as the interactive screens, at their natural height.
enum PrintedScreens {
    /// The page of merchants that answers `query`, as the list screen shows it.
    static func merchantList(_ page: Page<MerchantListing>, query: MerchantQuery, options: RenderOptions) -> [String] {
        let state = MerchantListViewState(page: page, query: query, locationText: query.position.map(locationText))
        return trimmed(TextRenderer.document(state, columns: options.size.columns, theme: theme(options)).lines)
    }

    /// A merchant's detail, as the detail screen shows it (favourites are the interactive mode's business).
    static func merchantDetail(_ detail: MerchantDetail, options: RenderOptions) -> [String] {
        let state = MerchantDetailViewState(detail, isFavourite: false)
        return trimmed(TextRenderer.document(state, columns: options.size.columns, theme: theme(options)).lines)
    }

    static func theme(_ options: RenderOptions) -> Theme { options.usesColor ? .ansi : .plain }

    /// "Near 10.4806, -66.9036": the position as given, since a printed page has no named location.
    static func locationText(_ position: Coordinate) -> String {
        "Near \(position.latitude), \(position.longitude)"
    }

    /// Without trailing spaces on each line and without blank lines at the end.
    static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
