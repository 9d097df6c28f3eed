import Foundation

/// The site's stylesheet, scripts and icons, kept as files under `Resources/` (one source each) and compiled into the program.
///
/// The stylesheet is phone first, with readable line lengths, visible focus, AA contrast and print rules. Contrast
/// (WCAG 2): body text #1b1f24 on #ffffff is 16:1, links #0a58a8 on #ffffff 6.9:1 and on the buttons' #f3f5f8
/// 6.5:1, header text #ffffff on #012a5c 14:1, secondary text #4a5562 on #ffffff 7.5:1 and on the cards' #f3f5f8
/// 6.9:1; the dark scheme's pairs are all above 7:1.
enum SiteAssets {
    static let styleFileName = "style.css"
    static let searchScriptFileName = "search.js"
    static let listScriptFileName = "list.js"
    /// At the root, where browsers and crawlers ask for it whether or not a page links it.
    static let faviconFileName = "favicon.ico"
    static let vectorIconFileName = "favicon.svg"

    /// `Resources/style.css`, compiled into the program.
    static let style = Data(PackageResources.style_css)

    /// The search page's script, `Resources/search.js`: it finds places, merchants and ATMs in the split index under `search/` by
    /// the app's word rule, sorts them by distance from the browser's position without sending it anywhere, and
    /// builds results with `textContent` only, linking only to paths shaped like the catalog's own pages.
    static let searchScript = Data(PackageResources.search_js)

    /// The list pages' script, `Resources/list.js`: it filters a page's rows by how they are paid and sorts them by
    /// discount, in place, keeping the choice in the address and the pager's links (ADR 0024).
    static let listScript = Data(PackageResources.list_js)

    /// `Resources/favicon.ico` (32 by 32 pixels, drawn from `favicon.svg`) and `Resources/favicon.svg`.
    static let favicon = Data(PackageResources.favicon_ico)
    static let vectorIcon = Data(PackageResources.favicon_svg)
}

/// The catalog's stylesheet for other front ends that should look like the published site (`explore serve`).
public enum CatalogStylesheet {
    /// `Resources/style.css`, as the catalog writes it.
    public static var bytes: Data { SiteAssets.style }
}

/// The catalog's icons, for other front ends that should look like the published site (`explore serve`).
public enum CatalogIcons {
    /// `Resources/favicon.ico`, 32 by 32 pixels.
    public static var favicon: Data { SiteAssets.favicon }
    /// `Resources/favicon.svg`, drawn to any size.
    public static var vectorIcon: Data { SiteAssets.vectorIcon }
}
