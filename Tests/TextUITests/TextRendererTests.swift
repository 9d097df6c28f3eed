import Domain
import Presentation
import ScreenSamples
import Testing
import TextUI

@Suite struct TextRendererTests {
    static let keyHelp = KeyHelp(
        title: "Merchants",
        entries: [
            .init(keys: "/", action: "search"), .init(keys: "Tab", action: "tabs"),
            .init(keys: "Shift-Tab", action: "previous tab"), .init(keys: "l", action: "location"),
            .init(keys: "Esc, Backspace, ←", action: "back"),
            .init(keys: "↑ ↓ j k PgUp PgDn Home End and more", action: "move"), .init(keys: "q", action: "quit"),
        ])

    @Test func theMerchantListMatchesItsGoldens() {
        Golden.checkAll("merchant-list") { size, theme in
            TextRenderer.frame(SampleStates.merchantList, size: size, theme: theme)
        }
    }

    @Test func theMerchantDetailMatchesItsGoldens() {
        Golden.checkAll("merchant-detail") { size, theme in
            TextRenderer.frame(SampleStates.merchantDetail, size: size, theme: theme)
        }
    }

    @Test func theFiltersMatchTheirGoldens() {
        Golden.checkAll("filters") { size, theme in
            TextRenderer.frame(SampleStates.filters, size: size, theme: theme)
        }
    }

    @Test func theTerritoriesMatchTheirGoldens() {
        Golden.checkAll("territories") { size, theme in
            TextRenderer.frame(SampleStates.territories, size: size, theme: theme)
        }
    }

    @Test func theSyncStatusMatchesItsGoldens() {
        Golden.checkAll("sync-status") { size, theme in
            TextRenderer.frame(SampleStates.syncStatus, size: size, theme: theme)
        }
    }

    @Test func theCatalogExportMatchesItsGoldens() {
        Golden.checkAll("catalog-export") { size, theme in
            TextRenderer.frame(SampleStates.catalogExport, size: size, theme: theme)
        }
    }

    /// "Forget the location" stays above the places however far down the highlighted one is.
    @Test func theForgetRowStaysInViewWhileThePlacesScroll() {
        let forget = LocationChoiceRow(title: "Forget the location", detail: "no distances; Nearby off", isPinned: true)
        let places = (1...40).map { LocationChoiceRow(title: "Place \($0)", detail: "city", merchants: "1 merchant") }
        let state = LocationPickerViewState(
            current: "Now: near Caracas, within 32.2 km", rows: [forget] + places, selectedIndex: 35, phase: .loaded)
        let lines = TextRenderer.frame(state, size: TerminalSize(columns: 80, rows: 24), theme: .plain).lines
        #expect(lines[3].hasPrefix("   Forget the location"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.hasPrefix(" ▸ Place 35 ") })
        #expect(!lines.contains { $0.hasPrefix("   Place 1 ") })
        let top = TextRenderer.frame(
            LocationPickerViewState(rows: [forget] + places, selectedIndex: 0, phase: .loaded),
            size: TerminalSize(columns: 80, rows: 24), theme: .plain
        ).lines
        #expect(top[3].hasPrefix(" ▸ Forget the location") && top[4].hasPrefix("   Place 1 "))
    }

    /// The sentence over the nearest places is said whole above them, on as many lines as it takes.
    @Test func thePickersSuggestionIsSaidWholeAboveTheNearestPlaces() {
        let state = LocationPickerViewState(
            text: "zurik", current: "No location chosen yet.",
            rows: [LocationChoiceRow(title: "Zürich", detail: "city", merchants: "9 merchants")], selectedIndex: 0,
            phase: .loaded, notice: "No city or territory of this directory matches “zurik”. Did you mean “Zürich”?")
        let lines = TextRenderer.frame(state, size: TerminalSize(columns: 40, rows: 12), theme: .plain).lines
        let text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(
            text.contains("No city or territory of this directory matches “zurik”. Did you mean “Zürich”?"),
            "\(lines.joined(separator: "\n"))")
        let notice = lines.firstIndex { $0.contains("No city or territory") }
        let row = lines.firstIndex { $0.hasPrefix(" ▸ Zürich") }
        #expect(notice != nil && row != nil && (notice ?? 99) < (row ?? 0))
        #expect(lines.allSatisfy { $0.count <= 40 && !$0.hasSuffix("…") })
    }

    @Test func theLocationPickerMatchesItsGoldens() {
        Golden.checkAll("location-picker") { size, theme in
            TextRenderer.frame(SampleStates.locationPicker, size: size, theme: theme)
        }
    }

    @Test func theFavouritesMatchTheirGoldens() {
        Golden.checkAll("favourites") { size, theme in
            TextRenderer.frame(SampleStates.favourites, size: size, theme: theme)
        }
    }

    @Test func theKeyHelpMatchesItsGoldens() {
        Golden.checkAll("key-help") { size, theme in
            TextRenderer.frame(Self.keyHelp, size: size, theme: theme)
        }
    }

    /// A fresh install's sync screen, and the source being typed with a reason it was refused.
    @Test func theSyncScreenWithoutASourceMatchesItsGoldens() {
        let size = TerminalSize(columns: 80, rows: 12)
        let none = SyncStatusViewState(isSourceKnown: true, historyPhase: .empty("No sync has run yet."))
        Golden.check(TextRenderer.frame(none, size: size, theme: .plain), named: "sync-status-no-source-plain-80")
        var editing = none
        editing.isEditingSource = true
        editing.sourceText = "ftp://example.org/manifest.json"
        editing.sourceProblem =
            "Cannot sync from ftp://example.org/manifest.json: give an https:// or http:// address, or the path of a "
            + "manifest file."
        Golden.check(TextRenderer.frame(editing, size: size, theme: .plain), named: "sync-status-editing-plain-80")
    }

    /// Loading, empty, failure and search states, where the list is drawn most differently.
    @Test func theMerchantListStatesMatchTheirGoldens() {
        var states: [String: MerchantListViewState] = [:]
        var base = SampleStates.merchantList
        base.rows = []
        base.selectedIndex = nil
        base.countText = ""
        states["loading"] = base.with { $0.phase = .loading }
        states["empty"] = base.with {
            $0.searchText = "zzz"
            $0.phase = .empty("No merchants match \u{201C}zzz\u{201D}.")
        }
        states["failed"] = base.with { $0.phase = .failed("Reading the merchant directory failed: disk I/O error.") }
        states["searching"] = SampleStates.merchantList.with {
            $0.isSearchFocused = true
            $0.searchText = "caf"
            $0.phase = .loading
            $0.isLoadingMore = false
        }
        states["nearby-without-location"] = base.with {
            $0.tabs = $0.tabs.map { TabItem(title: $0.title, isSelected: $0.title == "Nearby") }
            $0.locationText = nil
            $0.needsLocation = true
            $0.phase = .empty("Nearby lists the merchants around a location you choose.")
        }
        states["paging-error"] = SampleStates.merchantList.with {
            $0.pagingError = "Reading the merchant directory failed: timeout."
        }
        for (name, state) in states {
            for theme in Golden.themes {
                Golden.check(
                    TextRenderer.frame(state, size: TerminalSize(columns: 80, rows: 12), theme: theme),
                    named: "merchant-list-\(name)-\(theme.name)-80")
            }
        }
    }

    @Test func theOtherScreensFailuresMatchTheirGoldens() {
        let size = TerminalSize(columns: 60, rows: 10)
        Golden.check(
            TextRenderer.frame(
                MerchantDetailViewState(phase: .failed("There is no merchant m-gone in this directory.")), size: size,
                theme: .plain), named: "merchant-detail-failed-plain-60")
        Golden.check(
            TextRenderer.frame(
                SyncStatusViewState(
                    source: "https://example.org/manifest.json", isSourceKnown: true,
                    sync: .failed("The server answered HTTP 503 for https://example.org/manifest.json."),
                    historyPhase: .empty("No sync has run yet.")), size: size, theme: .plain),
            named: "sync-status-failed-plain-60")
        Golden.check(
            TextRenderer.frame(
                SyncStatusViewState(
                    source: "https://example.org/manifest.json", isSourceKnown: true,
                    sync: .refused(
                        "This explore was built without the Network trait and syncs from files only: give a manifest "
                            + "file's path instead of https://example.org/manifest.json, or build the whole program "
                            + "(swift build)."),
                    historyPhase: .empty("No sync has run yet.")), size: size, theme: .plain),
            named: "sync-status-refused-plain-60")
        Golden.check(
            TextRenderer.frame(
                CatalogExportViewState(
                    destination: "./site", scope: "Whole directory",
                    job: .running("Writing merchants: 1,234 of 5,600", fraction: 0.22)), size: size, theme: .plain),
            named: "catalog-export-running-plain-60")
    }
}

extension MerchantListViewState {
    /// A copy changed by `change`.
    func with(_ change: (inout MerchantListViewState) -> Void) -> MerchantListViewState {
        var copy = self
        change(&copy)
        return copy
    }
}
