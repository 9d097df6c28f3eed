import Presentation

/// Draws view states as frames of text: pure functions of (state, terminal size, theme), with no I/O.
///
/// Every frame has exactly `size.rows` lines and no line is wider than `size.columns` cells; text from the data
/// is made safe first (see ``TerminalText``), and the only escape sequences in a frame are the SGR sequences
/// of the `ansi` theme. Lists keep the selected row in view by centring it when they scroll, so the same state
/// always draws the same frame.
public enum TextRenderer {
    /// The merchant list: title, tabs, search, a table of merchants, the count and the keys.
    public static func frame(_ state: MerchantListViewState, size: TerminalSize, theme: Theme) -> Frame {
        MerchantListScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }

    /// One merchant: offers with their sources, locations by distance, links.
    public static func frame(_ state: MerchantDetailViewState, size: TerminalSize, theme: Theme) -> Frame {
        MerchantDetailScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }

    /// The filter checklist.
    public static func frame(_ state: FiltersViewState, size: TerminalSize, theme: Theme) -> Frame {
        FiltersScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }

    /// The territory list.
    public static func frame(_ state: TerritoriesViewState, size: TerminalSize, theme: Theme) -> Frame {
        TerritoriesScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }

    /// The sync screen: the sync under way with its progress bar, and past syncs.
    public static func frame(_ state: SyncStatusViewState, size: TerminalSize, theme: Theme) -> Frame {
        SyncStatusScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }

    /// The catalog export screen: progress, then the files written.
    public static func frame(_ state: CatalogExportViewState, size: TerminalSize, theme: Theme) -> Frame {
        CatalogExportScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }

    /// The ATM finder: search, type filter, a table of ATMs, the count and the keys.
    public static func frame(_ state: ATMListViewState, size: TerminalSize, theme: Theme) -> Frame {
        ATMListScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }

    /// One ATM: what it does, its address and distance, links.
    public static func frame(_ state: ATMDetailViewState, size: TerminalSize, theme: Theme) -> Frame {
        ATMDetailScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}
