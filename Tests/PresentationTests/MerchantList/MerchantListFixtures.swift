import Domain
import Presentation
import TestSupport

/// The rows and states the merchant list shows for ``Fixtures/merchants``.
enum ListRows {
    static let books = MerchantRow(
        id: MerchantID("m-books"), name: "Books Online", offer: "6% off", place: "", locations: "online")
    static let cafe = MerchantRow(
        id: MerchantID("m-cafe"), name: "Café Ávila", offer: "Dash", place: "Distrito Capital",
        locations: "2 locations")
    static let grocer = MerchantRow(
        id: MerchantID("m-grocer"), name: "Green Grocer", offer: "3% off", place: "New York",
        locations: "2 locations")

    /// `rows` as this build lists them: the grocer sells only through PiggyCards, a package trait
    /// (Docs/adr/0008-package-traits.md), so without that trait its row is gone.
    static func shown(_ rows: [MerchantRow]) -> [MerchantRow] {
        Fixtures.showsGrocer ? rows : rows.filter { $0.id != grocer.id }
    }

    /// Every fixture merchant, by name, as this build lists them.
    static var all: [MerchantRow] { shown([books, cafe, grocer]) }

    /// A page one merchant short of ``all`` (2 of 3, or 1 of 2 without the grocer), so that a next page exists.
    static var shortPageSize: Int { all.count - 1 }

    /// The count line under the first short page.
    static var shortPageCount: String { "Showing \(shortPageSize) of \(all.count) merchants" }

    static func tabs(_ selected: DirectoryTab) -> [TabItem] {
        [
            TabItem(title: "All", isSelected: selected == .all),
            TabItem(title: "Online", isSelected: selected == .online),
            TabItem(title: "Nearby", isSelected: selected == .nearby),
        ]
    }

    /// The state with the defaults of a fresh list, changed by `change`.
    static func state(
        tab: DirectoryTab = .all, location: String? = nil, _ change: (inout MerchantListViewState) -> Void = { _ in }
    ) -> MerchantListViewState {
        var state = MerchantListViewState(
            tabs: tabs(tab), tab: tab, sorts: location == nil ? [.name, .discount] : [.name, .distance, .discount],
            sortText: "Sort: name", filterText: "Filters: none", locationText: location)
        change(&state)
        return state
    }

    /// A loaded list of `rows`, all of them: the end of the list, first row highlighted.
    static func loaded(_ rows: [MerchantRow], tab: DirectoryTab = .all, location: String? = nil)
        -> MerchantListViewState
    {
        state(tab: tab, location: location) {
            $0.rows = rows
            $0.selectedIndex = 0
            $0.phase = .loaded
            $0.countText = Formats.count(rows.count, "merchant")
            $0.isAtEnd = true
        }
    }
}
